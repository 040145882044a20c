import { defineCatalogue, useT } from '@yoga/shared';
import type messages from './locales/en.json';

/** The texts of /guessandwin. */
export const guessCatalogue = defineCatalogue('guess', (language) =>
  language === 'hi' ? import('./locales/hi.json') : import('./locales/en.json'),
);

export const useGuessT = () => useT<typeof messages>();
