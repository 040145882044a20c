import { DEFAULT_LANGUAGE, kitCatalogue } from '@yoga/shared';
import {
  activateLanguage,
  initialLanguage,
  registerCatalogue,
  setServiceUrls,
  setSupportContact,
  store,
} from '@yoga/shared/host';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { addErrorHandler, start } from 'single-spa';
import { ShellApp } from './app/shell-app';
import { ROUTES } from './app/routes';
import {
  configurePaidRedirect,
  enforcePaidRedirect,
  installPaidRedirectGuard,
} from './features/auth/model/paid-redirect';
import { restoreSession } from './features/auth/model/restore-session';
import { startMonitoring } from './features/monitoring/start-monitoring';
import { federationRuntime } from './features/remotes/federation-runtime';
import { loadRemoteManifest } from './features/remotes/manifest-loader';
import { registerRemoteApps } from './features/remotes/register-remote-apps';
import { shellCatalogue } from './locales/shell-catalogue';

/**
 * The messages of the first page arrive beside the remote manifest. A language whose catalogues
 * cannot be fetched falls back to English rather than leave the page blank.
 */
function startLanguage(): Promise<void> {
  registerCatalogue(kitCatalogue);
  registerCatalogue(shellCatalogue);
  const language = initialLanguage();
  return activateLanguage(language).catch((error: unknown) => {
    if (language === DEFAULT_LANGUAGE) throw error;
    return activateLanguage(DEFAULT_LANGUAGE);
  });
}

async function boot(): Promise<void> {
  const language = startLanguage();
  const { manifest } = await loadRemoteManifest();
  setServiceUrls(manifest.services);
  setSupportContact(manifest.support);
  configurePaidRedirect({
    memberSiteUrl: manifest.memberSiteUrl,
    routes: [...ROUTES, ...manifest.remotes.flatMap((remote) => remote.routes)],
  });
  const registry = registerRemoteApps(manifest.remotes, federationRuntime);
  // A remote that fails is shown as unavailable in its slot; single-spa only needs to log it.
  addErrorHandler((error) => console.error(`[shell] ${error.appOrParcelName} failed`, error));

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // Started before the first render: the stored session and the lead's loading state are in the
  // store synchronously, so the first page shows the spinner and knows paid from free.
  const restored = restoreSession(store);
  await language;
  const root = createRoot(container);
  // A transition: React renders the whole site in slices of a few milliseconds, so a cheap phone
  // can still answer a tap meanwhile (one long task blocked it for ~0.7 s at 4x CPU slowdown),
  // while the server's rendered opening stays on screen until the app replaces it (decision 0032).
  startTransition(() => root.render(<ShellApp registry={registry} />));
  startMonitoring(manifest.monitoring);

  // The paid redirect is decided before single-spa mounts any remote (spec section 2).
  await restored;
  if (enforcePaidRedirect(window.location.pathname)) return;
  installPaidRedirectGuard();
  start({ urlRerouteOnly: true });
}

void boot();
