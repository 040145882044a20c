import { defineCatalogue, useT } from '@yoga/shared';
import type messages from './en.json';

/** mf-certificates' own messages (page titles, the sign-in prompt), loaded when the remote mounts. */
export const certificatesCatalogue = defineCatalogue('certificates', (language) =>
  language === 'hi' ? import('./hi.json') : import('./en.json'),
);

export const useCertificatesT = () => useT<typeof messages>();
