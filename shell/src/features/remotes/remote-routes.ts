import { matchesRoutePath, type RemoteDescriptor } from '@yoga/shared';

export type ActivityFn = (location: Location | URL) => boolean;

/** The shared route matcher, so the shell's pages, the server and single-spa agree on a path's owner. */
export function activityOf(remote: RemoteDescriptor): ActivityFn {
  return (location) =>
    remote.routes.some((route) => matchesRoutePath(route.path, location.pathname));
}

/** Names of the registered remotes that own `pathname`, in manifest order. */
export function remotesOwning(remotes: RemoteDescriptor[], pathname: string): string[] {
  return remotes
    .filter((remote) => remote.routes.some((route) => matchesRoutePath(route.path, pathname)))
    .map((remote) => remote.name);
}
