import { defineCatalogue, useT } from '@yoga/shared';
import type messages from './locales/en.json';

/** The texts of /certificate and /wr-certificate: progress, the name, the card, corrections. */
export const statusCatalogue = defineCatalogue('certStatus', (language) =>
  language === 'hi' ? import('./locales/hi.json') : import('./locales/en.json'),
);

export const useStatusT = () => useT<typeof messages>();
