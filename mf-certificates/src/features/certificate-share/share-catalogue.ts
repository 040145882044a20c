import { defineCatalogue, useT } from '@yoga/shared';
import type messages from './locales/en.json';

/** The texts of a certificate's downloads and sharing (its own page and the download page). */
export const shareCatalogue = defineCatalogue('certShare', (language) =>
  language === 'hi' ? import('./locales/hi.json') : import('./locales/en.json'),
);

export const useShareT = () => useT<typeof messages>();
