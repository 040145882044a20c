import { defineCatalogue, useT } from '@yoga/shared';
import type messages from './locales/en.json';

/** The texts of /gifts: levels, earned gifts, their delivery and the address form. */
export const giftsCatalogue = defineCatalogue('gifts', (language) =>
  language === 'hi' ? import('./locales/hi.json') : import('./locales/en.json'),
);

export const useGiftsT = () => useT<typeof messages>();
