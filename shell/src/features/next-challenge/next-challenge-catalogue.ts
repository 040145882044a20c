import { defineCatalogue, useT } from '@yoga/shared';
import type messages from './locales/en.json';

/** The next-challenge bar's texts: loaded with it, only for signed-in members. */
export const nextChallengeCatalogue = defineCatalogue('next-challenge', (language) =>
  language === 'hi' ? import('./locales/hi.json') : import('./locales/en.json'),
);

export const useNextChallengeT = () => useT<typeof messages>();
