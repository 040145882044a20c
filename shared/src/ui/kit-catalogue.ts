import { defineCatalogue } from '../i18n/language-state';
import { useT } from '../i18n/use-translation';
import type messages from './locales/en.json';

/** The kit's own texts ("Try again", "Close", countdown units); the shell registers it at boot. */
export const kitCatalogue = defineCatalogue('kit', (language) =>
  language === 'hi' ? import('./locales/hi.json') : import('./locales/en.json'),
);

/** The kit's translate function, typed by its English catalogue. */
export const useKitT = () => useT<typeof messages>();
