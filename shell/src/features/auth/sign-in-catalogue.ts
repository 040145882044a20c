import { defineCatalogue, useT } from '@yoga/shared';
import type messages from './locales/en.json';

/**
 * The sign-in and code pages' messages: those pages load when opened, so their texts do too and
 * stay out of the home page's first download.
 */
export const signInCatalogue = defineCatalogue('signin', (language) =>
  language === 'hi' ? import('./locales/hi.json') : import('./locales/en.json'),
);

export const useSignInT = () => useT<typeof messages>();
