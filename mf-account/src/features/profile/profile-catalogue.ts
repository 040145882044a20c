import { defineCatalogue, useT } from '@yoga/shared';
import type messages from './locales/en.json';

/** The profile's texts: the details form, the live preferences and what is still missing. */
export const profileCatalogue = defineCatalogue('account-profile', (language) =>
  language === 'hi' ? import('./locales/hi.json') : import('./locales/en.json'),
);

export const useProfileT = () => useT<typeof messages>();
