import { defineCatalogue } from './language-state';
import { useT } from './use-translation';
import type messages from './locales/en.json';

/**
 * The texts of API problems by code. Any app may show them, but most visits never meet one, so
 * they are fetched when the first problem shows (its server English stands in meanwhile) and from
 * then on follow the language.
 */
export const sharedCatalogue = defineCatalogue('shared', (language) =>
  language === 'hi' ? import('./locales/hi.json') : import('./locales/en.json'),
);

export const useSharedT = () => useT<typeof messages>();
