import { defineCatalogue } from './catalogue';
import { useT } from './use-translation';
import type messages from './locales/en.json';

/**
 * Messages of the shared package itself: API errors by code and the session's own notices. Any
 * app may show them, so the shell loads them at boot.
 */
export const sharedCatalogue = defineCatalogue('shared', (language) =>
  language === 'hi' ? import('./locales/hi.json') : import('./locales/en.json'),
);

export const useSharedT = () => useT<typeof messages>();
