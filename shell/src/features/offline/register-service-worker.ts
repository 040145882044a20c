/** What registering needs of the page, so the rule can be tried without a browser. */
export interface RegistrationHost {
  isSecureContext: boolean;
  location: { protocol: string };
  document: { readyState: DocumentReadyState };
  navigator: { serviceWorker?: Pick<ServiceWorkerContainer, 'register'> };
  addEventListener(type: 'load', listener: () => void, options: { once: true }): void;
}

export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the worker that keeps the shell for the next visit and for a failing network
 * (shell/src/features/offline/service-worker.ts). Only a production build does, only on http(s) in
 * a secure context (localhost counts), and only once the page has loaded, so the worker's own
 * downloads never compete with the first view. A failure is logged and otherwise ignored: the site
 * works without it.
 */
export function registerServiceWorker(
  host: RegistrationHost = window,
  production: boolean = process.env.NODE_ENV === 'production',
): void {
  const container = host.navigator.serviceWorker;
  if (!production || !container || !host.isSecureContext) return;
  if (host.location.protocol !== 'https:' && host.location.protocol !== 'http:') return;
  const register = (): void => {
    container.register(SERVICE_WORKER_URL, { scope: '/' }).catch((error: unknown) => {
      console.error('[shell] the offline worker could not be registered:', error);
    });
  };
  if (host.document.readyState === 'complete') register();
  else host.addEventListener('load', register, { once: true });
}
