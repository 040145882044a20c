import { defineCatalogue, useT } from '@yoga/shared';
import type messages from './en.json';

/** mf-festivals' own messages (its nav label, the loading line), loaded when the remote mounts. */
export const festivalsCatalogue = defineCatalogue('festivals', (language) =>
  language === 'hi' ? import('./hi.json') : import('./en.json'),
);

export const useFestivalsT = () => useT<typeof messages>();
