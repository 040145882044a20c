import { defineCatalogue, useT } from '@yoga/shared';
import type messages from './locales/en.json';

/** The texts of a certificate's public page: what it certifies, its status and the checks. */
export const verifyCatalogue = defineCatalogue('certVerify', (language) =>
  language === 'hi' ? import('./locales/hi.json') : import('./locales/en.json'),
);

export const useVerifyT = () => useT<typeof messages>();
