import { defineCatalogue, useT } from '@yoga/shared';
import type messages from './locales/en.json';

/** The member's finished challenges: loaded with their home card. */
export const pastChallengesCatalogue = defineCatalogue('pastChallenges', (language) =>
  language === 'hi' ? import('./locales/hi.json') : import('./locales/en.json'),
);

export const usePastChallengesT = () => useT<typeof messages>();
