import { ShareRouterWithRemotes, store } from '@yoga/shared/host';
import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { LeadGate } from '../features/auth/components/lead-gate';
import { SiteFooter } from '../layout/site-footer';
import { PageViewTracker } from '../features/analytics/page-view-tracker';
import { AccountMenu } from '../features/auth/components/account-menu';
import { SiteHeader } from '../layout/site-header';
import type { RemoteRegistry } from '../features/remotes/register-remote-apps';
import { RemoteRegistryContext } from '../features/remotes/remote-registry-context';
import { NextChallengeSlot } from '../features/next-challenge/components/next-challenge-slot';
import { ToastArea } from '../features/toasts/toast-area';
import { LanguageProvider, ROUTER_FUTURE } from '@yoga/shared';
import { useShellT } from '../locales/shell-catalogue';
import { ShellRoutes } from './shell-routes';
import { useSiteNav } from './site-nav';

/** Lets keyboard users pass the header; the first thing Tab reaches. */
export function SkipLink() {
  const t = useShellT();
  return (
    <a className="skip-link" href="#main">
      {t('shell.skipLink')}
    </a>
  );
}

/** The header with the links the routes declare, for this page load's remotes. */
export function Header() {
  const nav = useSiteNav();
  return (
    <SiteHeader
      account={<AccountMenu links={nav.account} />}
      links={nav.header}
      memberLinks={nav.member}
    />
  );
}

export function ShellApp({ registry }: { registry: RemoteRegistry }) {
  return (
    <StrictMode>
      <Provider store={store}>
        <LanguageProvider>
          <RemoteRegistryContext.Provider value={registry}>
            <BrowserRouter future={ROUTER_FUTURE}>
              <SkipLink />
              <ShareRouterWithRemotes />
              <Header />
              <ToastArea />
              <PageViewTracker remotes={registry.active} />
              <main id="main" className="site-main">
                <LeadGate>
                  <ShellRoutes />
                </LeadGate>
              </main>
              <NextChallengeSlot />
              <SiteFooter />
            </BrowserRouter>
          </RemoteRegistryContext.Provider>
        </LanguageProvider>
      </Provider>
    </StrictMode>
  );
}
