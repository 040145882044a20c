import { defineCatalogue, useT } from '@yoga/shared';
import type messages from './locales/en.json';

/** Today's sessions, Join and attendance: loaded with /live and with a member's home card. */
export const liveJoinCatalogue = defineCatalogue('liveJoin', (language) =>
  language === 'hi' ? import('./locales/hi.json') : import('./locales/en.json'),
);

export const useLiveJoinT = () => useT<typeof messages>();
