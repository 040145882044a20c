import { defineCatalogue, useT } from '@yoga/shared';
import type messages from './locales/en.json';

export const pledgesCatalogue = defineCatalogue('pledges', (language) =>
  language === 'hi' ? import('./locales/hi.json') : import('./locales/en.json'),
);

export const usePledgesT = () => useT<typeof messages>();
