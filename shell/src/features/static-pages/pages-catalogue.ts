import { defineCatalogue, useT } from '@yoga/shared';
import type messages from './locales/en.json';

/**
 * The text pages' messages (terms, privacy, contact, support): long texts a visitor to / never
 * needs, so they load with those pages, in the page's language only.
 */
export const pagesCatalogue = defineCatalogue('pages', (language) =>
  language === 'hi' ? import('./locales/hi.json') : import('./locales/en.json'),
);

export const usePagesT = () => useT<typeof messages>();
