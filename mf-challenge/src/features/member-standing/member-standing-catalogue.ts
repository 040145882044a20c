import { defineCatalogue, useT } from '@yoga/shared';
import type messages from './locales/en.json';

/** A member's points, place, streak and what waits for them: loaded with their home card. */
export const memberStandingCatalogue = defineCatalogue('memberStanding', (language) =>
  language === 'hi' ? import('./locales/hi.json') : import('./locales/en.json'),
);

export const useMemberStandingT = () => useT<typeof messages>();
