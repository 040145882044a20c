import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteLifecycles } from '@yoga/shared';

/**
 * The one place the shell touches the Module Federation runtime, so tests can replace it whole.
 */
export interface FederatedRemote {
  name: string;
  entry: string;
}

export interface FederationRuntime {
  register(remotes: FederatedRemote[]): void;
  loadApp(federationName: string): Promise<RemoteLifecycles>;
}

let loggingInstalled = false;

function installErrorLogging(): void {
  if (loggingInstalled) return;
  loggingInstalled = true;
  registerPlugins([
    {
      name: 'yoga-remote-error-logging',
      // Spec section 8: failures are logged; the shell shows the per-remote fallback itself.
      errorLoadRemote({ id, error }) {
        console.error(`[shell] could not load ${id}`, error);
        return undefined;
      },
    },
  ]);
}

export const federationRuntime: FederationRuntime = {
  register(remotes) {
    installErrorLogging();
    registerRemotes(remotes);
  },
  async loadApp(federationName) {
    const app = await loadRemote<RemoteLifecycles>(`${federationName}/app`);
    if (!app) throw new Error(`Remote ${federationName} exposes no ./app`);
    return app;
  },
};
