import { defineCatalogue, useT } from '@yoga/shared';
import type messages from './en.json';

/** mf-challenge's messages, loaded in the page's language when the remote mounts. */
export const challengeCatalogue = defineCatalogue('challenge', (language) =>
  language === 'hi' ? import('./hi.json') : import('./en.json'),
);

export const useChallengeT = () => useT<typeof messages>();
