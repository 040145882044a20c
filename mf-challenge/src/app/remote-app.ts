import { createRemoteLifecycles } from '@yoga/shared';
import { challengeCatalogue } from '../locales/challenge-catalogue';
import { ChallengeApp } from './challenge-app';

export const { bootstrap, mount, unmount } = createRemoteLifecycles(
  ChallengeApp,
  challengeCatalogue,
);
