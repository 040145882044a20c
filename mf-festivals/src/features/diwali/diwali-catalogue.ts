import { defineCatalogue, useT } from '@yoga/shared';
import type messages from './locales/en.json';

export const diwaliCatalogue = defineCatalogue('diwali', (language) =>
  language === 'hi' ? import('./locales/hi.json') : import('./locales/en.json'),
);

export const useDiwaliT = () => useT<typeof messages>();
