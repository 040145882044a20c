import { defineCatalogue, useT } from '@yoga/shared';
import type messages from './en.json';

/** The shell's own messages (header, footer, home, joining and signing in, 404), loaded at boot. */
export const shellCatalogue = defineCatalogue('shell', (language) =>
  language === 'hi' ? import('./hi.json') : import('./en.json'),
);

export const useShellT = () => useT<typeof messages>();
