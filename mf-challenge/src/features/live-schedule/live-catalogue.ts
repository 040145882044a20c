import { defineCatalogue, useT } from '@yoga/shared';
import type messages from './locales/en.json';

/** The live sessions page's messages: they load with that page, not with the home page's card. */
export const liveCatalogue = defineCatalogue('live', (language) =>
  language === 'hi' ? import('./locales/hi.json') : import('./locales/en.json'),
);

export const useLiveT = () => useT<typeof messages>();
