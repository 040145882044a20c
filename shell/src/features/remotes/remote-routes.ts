import type { RemoteDescriptor } from '@yoga/shared';
import { pathToActiveWhen } from 'single-spa';

export type ActivityFn = (location: Location | URL) => boolean;

/** single-spa's own matcher, so the shell's pages and single-spa agree on who owns a path. */
export function activityOf(remote: RemoteDescriptor): ActivityFn {
  const matchers = remote.routes.map((route) => pathToActiveWhen(route.path, route.exact));
  return (location) => matchers.some((matches) => matches(location as Location));
}

/** Names of the registered remotes that own `pathname`, in manifest order. */
export function remotesOwning(remotes: RemoteDescriptor[], pathname: string): string[] {
  const url = new URL(pathname, 'http://shell.local');
  return remotes.filter((remote) => activityOf(remote)(url)).map((remote) => remote.name);
}
