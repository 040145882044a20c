import {
  federationNameOf,
  offeredPart,
  type RemoteDescriptor,
  type RemoteMountProps,
} from '@yoga/shared';
import { store } from '@yoga/shared/host';
import { registerApplication, triggerAppChange } from 'single-spa';
import type { FederationRuntime } from './federation-runtime';
import { remoteContainer } from './remote-containers';
import { checkRemoteIntegrity } from './remote-integrity';
import { activityOf } from './remote-routes';
import { remoteFailed, remoteLoading, remoteReady, remoteShown } from './remote-status-slice';

/** single-spa retries a failed load only after 200 ms; a little margin covers clock jitter. */
export const SINGLE_SPA_RELOAD_BACKOFF_MS = 250;

export interface RemoteRegistry {
  /** Every remote of the manifest, as served (for season pages and 404s). */
  all: RemoteDescriptor[];
  /** The remotes registered for this page load, each with only its routes offered now. */
  active: RemoteDescriptor[];
  retry(name: string): Promise<void>;
}

const federatedOf = (remote: RemoteDescriptor) => ({
  name: federationNameOf(remote.name),
  entry: remote.entry,
});

/**
 * Registers the remotes with an offered route with the federation runtime and with single-spa.
 * A remote switched off or out of season is never registered, so its files are not fetched and
 * its routes do not exist for this page load.
 */
export function registerRemoteApps(
  remotes: RemoteDescriptor[],
  runtime: FederationRuntime,
  now: Date = new Date(),
): RemoteRegistry {
  const active = remotes
    .map((remote) => offeredPart(remote, now))
    .filter((remote) => remote.routes.length > 0);
  const failedAt = new Map<string, number>();
  runtime.register(active.map(federatedOf));

  for (const remote of active) {
    registerApplication({
      name: remote.name,
      app: async () => {
        store.dispatch(remoteLoading(remote.name));
        try {
          if (remote.integrity) await checkRemoteIntegrity(remote.entry, remote.integrity);
          const lifecycles = await runtime.loadApp(federationNameOf(remote.name));
          // Shown once its first view is on the screen, not when its code has arrived (the slot's
          // loading line waits for that); ready once that view has no placeholder left (what a
          // page shows after the remote waits for that: useRemotesSettled).
          return {
            ...lifecycles,
            mount: async (props: RemoteMountProps) => {
              try {
                await lifecycles.mount({
                  ...props,
                  onSettled: () => store.dispatch(remoteReady(remote.name)),
                });
              } catch (error) {
                store.dispatch(remoteFailed(remote.name));
                throw error;
              }
              store.dispatch(remoteShown(remote.name));
            },
          };
        } catch (error) {
          failedAt.set(remote.name, Date.now());
          store.dispatch(remoteFailed(remote.name));
          throw error;
        }
      },
      activeWhen: activityOf(remote),
      customProps: { domElement: remoteContainer(remote.name) },
    });
  }

  return {
    all: remotes,
    active,
    async retry(name) {
      if (!active.some((remote) => remote.name === name)) return;
      store.dispatch(remoteLoading(name));
      // The federation runtime keeps no failed fetch, and single-spa reloads an app in
      // LOAD_ERROR on a reroute, but only once its back-off has passed since the failure.
      const wait = (failedAt.get(name) ?? 0) + SINGLE_SPA_RELOAD_BACKOFF_MS - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      await triggerAppChange();
    },
  };
}
