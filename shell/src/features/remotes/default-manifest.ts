import { serviceUrlsUnder, type RemoteManifest } from '@yoga/shared';

/**
 * Used when the manifest cannot be fetched in time: the remotes this shell release was built
 * alongside, at their standard paths on the same origin.
 */
export const DEFAULT_MANIFEST: RemoteManifest = {
  remotes: [
    {
      name: 'mf-challenge',
      entry: '/remotes/mf-challenge/mf-manifest.json',
      routes: [
        { path: '/', exact: true },
        { path: '/live', exact: false },
      ],
      enabled: true,
      activeFrom: null,
      activeUntil: null,
    },
    {
      name: 'mf-leaderboard',
      entry: '/remotes/mf-leaderboard/mf-manifest.json',
      routes: [
        { path: '/leaderboard', exact: false },
        { path: '/referrals', exact: false },
        { path: '/gifts', exact: false },
        { path: '/vouchers', exact: false },
        { path: '/guessandwin', exact: false },
      ],
      enabled: true,
      activeFrom: null,
      activeUntil: null,
    },
    {
      name: 'mf-certificates',
      entry: '/remotes/mf-certificates/mf-manifest.json',
      routes: [
        { path: '/certificate', exact: false },
        { path: '/wr-certificate', exact: false },
      ],
      enabled: true,
      activeFrom: null,
      activeUntil: null,
    },
  ],
  services: serviceUrlsUnder('/api'),
  memberSiteUrl: 'https://members.yogachallenge.example/login',
};
