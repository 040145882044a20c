import type { ManifestRoute } from '../routing/remote-manifest';

/** A route of the manifest as a build declares it plainly: closed to paid members, no nav, on. */
export const manifestRoute = (path: string, extra: Partial<ManifestRoute> = {}): ManifestRoute => ({
  path,
  openToPaid: false,
  nav: null,
  season: null,
  enabled: true,
  activeFrom: null,
  activeUntil: null,
  ...extra,
});
