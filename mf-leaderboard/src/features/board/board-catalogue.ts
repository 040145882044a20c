import { defineCatalogue, useT } from '@yoga/shared';
import type messages from './locales/en.json';

/** The texts of /leaderboard: the boards, the member's place and how they appear. */
export const boardCatalogue = defineCatalogue('board', (language) =>
  language === 'hi' ? import('./locales/hi.json') : import('./locales/en.json'),
);

export const useBoardT = () => useT<typeof messages>();
