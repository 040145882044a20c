import { defineCatalogue, useT } from '@yoga/shared';
import type messages from './locales/en.json';

export const diyaCatalogue = defineCatalogue('diya', (language) =>
  language === 'hi' ? import('./locales/hi.json') : import('./locales/en.json'),
);

export const useDiyaT = () => useT<typeof messages>();
