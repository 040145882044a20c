import { defineCatalogue, useT } from '@yoga/shared';
import type messages from './en.json';

/** mf-leaderboard's own messages (page titles, the sign-in prompt), loaded when the remote mounts. */
export const leaderboardCatalogue = defineCatalogue('leaderboard', (language) =>
  language === 'hi' ? import('./hi.json') : import('./en.json'),
);

export const useLeaderboardT = () => useT<typeof messages>();
