import { defineCatalogue, useT } from '@yoga/shared';
import type messages from './locales/en.json';

/** The share texts of /live. */
export const liveShareCatalogue = defineCatalogue('liveShare', (language) =>
  language === 'hi' ? import('./locales/hi.json') : import('./locales/en.json'),
);

export const useLiveShareT = () => useT<typeof messages>();
