import { defineCatalogue, useT } from '@yoga/shared';
import type messages from './locales/en.json';

/** The preferred batch, reminder and calendar texts of /live. */
export const livePlanCatalogue = defineCatalogue('livePlan', (language) =>
  language === 'hi' ? import('./locales/hi.json') : import('./locales/en.json'),
);

export const useLivePlanT = () => useT<typeof messages>();
