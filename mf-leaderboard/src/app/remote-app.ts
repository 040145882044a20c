import { createRemoteLifecycles } from '@yoga/shared';
import { leaderboardCatalogue } from '../locales/leaderboard-catalogue';
import { LeaderboardApp } from './leaderboard-app';

export const { bootstrap, mount, unmount } = createRemoteLifecycles(
  LeaderboardApp,
  leaderboardCatalogue,
);
