import { defineCatalogue, useT } from '@yoga/shared';
import type messages from './en.json';

/** mf-account's own messages (its menu labels, page titles, the sign-in prompt). */
export const accountCatalogue = defineCatalogue('account', (language) =>
  language === 'hi' ? import('./hi.json') : import('./en.json'),
);

export const useAccountT = () => useT<typeof messages>();
