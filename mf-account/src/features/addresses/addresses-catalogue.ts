import { defineCatalogue, useT } from '@yoga/shared';
import type messages from './locales/en.json';

/** The address book's texts: the list, choosing where gifts go, adding and changing. */
export const addressesCatalogue = defineCatalogue('account-addresses', (language) =>
  language === 'hi' ? import('./locales/hi.json') : import('./locales/en.json'),
);

export const useAddressesT = () => useT<typeof messages>();
