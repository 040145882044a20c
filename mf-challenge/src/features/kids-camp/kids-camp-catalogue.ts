import { defineCatalogue, useT } from '@yoga/shared';
import type messages from './locales/en.json';

/** The kids camp's pages: the camp, enrolling a child with consent, and the downloads. */
export const kidsCampCatalogue = defineCatalogue('kidsCamp', (language) =>
  language === 'hi' ? import('./locales/hi.json') : import('./locales/en.json'),
);

export const useKidsCampT = () => useT<typeof messages>();
