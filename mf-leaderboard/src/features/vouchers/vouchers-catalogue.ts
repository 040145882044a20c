import { defineCatalogue, useT } from '@yoga/shared';
import type messages from './locales/en.json';

/** The texts of /vouchers. */
export const vouchersCatalogue = defineCatalogue('vouchers', (language) =>
  language === 'hi' ? import('./locales/hi.json') : import('./locales/en.json'),
);

export const useVouchersT = () => useT<typeof messages>();
