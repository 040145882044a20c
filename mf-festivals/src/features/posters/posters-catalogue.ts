import { defineCatalogue, useT } from '@yoga/shared';
import type messages from './locales/en.json';

export const postersCatalogue = defineCatalogue('posters', (language) =>
  language === 'hi' ? import('./locales/hi.json') : import('./locales/en.json'),
);

export const usePostersT = () => useT<typeof messages>();
