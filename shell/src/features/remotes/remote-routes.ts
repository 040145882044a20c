import { matchesRoutePath, type RemoteDescriptor } from '@yoga/shared';

export type ActivityFn = (location: Location | URL) => boolean;

/** The shared route matcher, so the shell's pages, the server and single-spa agree on a path's owner. */
export function activityOf(remote: RemoteDescriptor): ActivityFn {
  return (location) =>
    remote.routes.some((route) => matchesRoutePath(route.path, location.pathname));
}
