import { defineCatalogue, useT } from '@yoga/shared';
import type messages from './locales/en.json';

/** The membership page's texts: the plans, the offer, paying and its outcome. */
export const membershipCatalogue = defineCatalogue('account-membership', (language) =>
  language === 'hi' ? import('./locales/hi.json') : import('./locales/en.json'),
);

export const useMembershipT = () => useT<typeof messages>();
