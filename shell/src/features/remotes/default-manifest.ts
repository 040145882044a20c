import type { RemoteManifest } from '@yoga/shared';

/**
 * Used when the manifest cannot be fetched in time: the remotes this shell release was built
 * alongside, at their standard paths on the same origin.
 */
export const DEFAULT_MANIFEST: RemoteManifest = {
  remotes: [
    {
      name: 'mf-challenge',
      entry: '/remotes/mf-challenge/mf-manifest.json',
      routes: [{ path: '/', exact: true }],
      enabled: true,
      activeFrom: null,
      activeUntil: null,
    },
  ],
  services: {
    lead: '/api/lead',
    auth: '/api/auth',
    user: '/api/user',
    subscription: '/api/subscription',
    gamification: '/api/gamification',
  },
  memberSiteUrl: 'https://members.yogachallenge.example/login',
};
