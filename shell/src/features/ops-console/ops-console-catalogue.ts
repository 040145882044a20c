import { defineCatalogue, useT } from '@yoga/shared';
import type messages from './locales/en.json';

/** The ops console's texts: loaded with it, only when someone opens /ops. */
export const opsConsoleCatalogue = defineCatalogue('ops-console', (language) =>
  language === 'hi' ? import('./locales/hi.json') : import('./locales/en.json'),
);

export const useOpsConsoleT = () => useT<typeof messages>();
