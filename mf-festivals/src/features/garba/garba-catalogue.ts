import { defineCatalogue, useT } from '@yoga/shared';
import type messages from './locales/en.json';

export const garbaCatalogue = defineCatalogue('garba', (language) =>
  language === 'hi' ? import('./locales/hi.json') : import('./locales/en.json'),
);

export const useGarbaT = () => useT<typeof messages>();
