import { defineCatalogue, useT } from '@yoga/shared';
import type messages from './locales/en.json';

export const rangoliCatalogue = defineCatalogue('rangoli', (language) =>
  language === 'hi' ? import('./locales/hi.json') : import('./locales/en.json'),
);

export const useRangoliT = () => useT<typeof messages>();
