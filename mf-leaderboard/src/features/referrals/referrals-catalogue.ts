import { defineCatalogue, useT } from '@yoga/shared';
import type messages from './locales/en.json';

/** The texts of /referrals: the invitation link, the counts and each friend's status. */
export const referralsCatalogue = defineCatalogue('referrals', (language) =>
  language === 'hi' ? import('./locales/hi.json') : import('./locales/en.json'),
);

export const useReferralsT = () => useT<typeof messages>();
