import { defineCatalogue, useT } from '@yoga/shared';
import type messages from './locales/en.json';

/** The data-rights texts: consents, the download, erasure and grievances. */
export const dataRightsCatalogue = defineCatalogue('account-data', (language) =>
  language === 'hi' ? import('./locales/hi.json') : import('./locales/en.json'),
);

export const useDataRightsT = () => useT<typeof messages>();
