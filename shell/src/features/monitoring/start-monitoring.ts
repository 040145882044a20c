import type { RemoteManifest } from '@yoga/shared';

/** What starting needs of the page, so the rule can be tried without a browser. */
export interface MonitoringHost {
  document: { readyState: DocumentReadyState };
  addEventListener(type: 'load', listener: () => void, options: { once: true }): void;
  setTimeout(handler: () => void, ms: number): unknown;
}

/** After the page's own load event, the monitoring's download waits this much longer. */
export const MONITORING_DELAY_MS = 3000;

type LoadClient = () => Promise<{ startErrorMonitoring(dsn: string): void }>;

/**
 * Error monitoring (spec section 9), only where the deployment gave a DSN. Its client is a chunk
 * of its own, fetched a few seconds after the page has loaded, so it never weighs on the first
 * view of `/` or competes with it on a slow network; an error before then goes unreported. A
 * client that cannot be fetched is logged and otherwise ignored: the site works without it.
 */
export function startMonitoring(
  monitoring: RemoteManifest['monitoring'],
  host: MonitoringHost = window,
  load: LoadClient = () => import(/* webpackChunkName: "monitoring" */ './sentry-client'),
): void {
  const { dsn } = monitoring;
  if (dsn === null) return;
  const start = (): void => {
    host.setTimeout(() => {
      load()
        .then((client) => client.startErrorMonitoring(dsn))
        .catch((error: unknown) => console.error('[shell] monitoring did not start:', error));
    }, MONITORING_DELAY_MS);
  };
  if (host.document.readyState === 'complete') start();
  else host.addEventListener('load', start, { once: true });
}
