import { createRemoteLifecycles } from '@yoga/shared';
import { ChallengeApp } from './challenge-app';

export const { bootstrap, mount, unmount } = createRemoteLifecycles(ChallengeApp);
