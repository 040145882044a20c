import { withCatalogue } from '@yoga/shared';
import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { JoinPage } from '../features/auth/components/join-page';
import { signInCatalogue } from '../features/auth/sign-in-catalogue';
import { RemoteSlots, useOwningRemotes } from '../features/remotes/remote-slots';
import { pagesCatalogue } from '../features/static-pages/pages-catalogue';
import { useShellT } from '../locales/shell-catalogue';
import { HomePage } from './pages/home-page';

/*
 * Pages a visitor to / does not need are loaded when opened, so the home page's first download on
 * a slow network stays small. The home page and a friend's join link stay in the first bundle:
 * they are where members arrive.
 */
const SignInPage = lazy(
  withCatalogue(signInCatalogue, () =>
    import('../features/auth/components/sign-in-page').then((m) => ({ default: m.SignInPage })),
  ),
);
const VerifyCodePage = lazy(
  withCatalogue(signInCatalogue, () =>
    import('../features/auth/components/verify-code-page').then((m) => ({
      default: m.VerifyCodePage,
    })),
  ),
);
const CallSupportPage = lazy(
  withCatalogue(pagesCatalogue, () =>
    import('../features/static-pages/call-support-page').then((m) => ({
      default: m.CallSupportPage,
    })),
  ),
);
const ContactPage = lazy(
  withCatalogue(pagesCatalogue, () =>
    import('../features/static-pages/contact-page').then((m) => ({ default: m.ContactPage })),
  ),
);
const PrivacyPage = lazy(
  withCatalogue(pagesCatalogue, () =>
    import('../features/static-pages/privacy-page').then((m) => ({ default: m.PrivacyPage })),
  ),
);
const NotFoundPage = lazy(
  withCatalogue(pagesCatalogue, () =>
    import('../features/static-pages/not-found-page').then((m) => ({ default: m.NotFoundPage })),
  ),
);
const TermsPage = lazy(
  withCatalogue(pagesCatalogue, () =>
    import('../features/static-pages/terms-page').then((m) => ({ default: m.TermsPage })),
  ),
);

function PageLoading() {
  const t = useShellT();
  return (
    <p className="page-loading" role="status">
      {t('shell.loading')}
    </p>
  );
}

const later = (page: ReactNode) => <Suspense fallback={<PageLoading />}>{page}</Suspense>;

/** A path no shell page claims belongs to a remote if an active one owns it; otherwise it is a 404. */
function RemoteOrNotFound() {
  return useOwningRemotes().length > 0 ? <RemoteSlots /> : later(<NotFoundPage />);
}

export function ShellRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/callsupport" element={later(<CallSupportPage />)} />
      <Route path="/termsconditions" element={later(<TermsPage />)} />
      <Route path="/privacypolicy" element={later(<PrivacyPage />)} />
      <Route path="/contactus" element={later(<ContactPage />)} />
      <Route path="/join/:slug" element={<JoinPage />} />
      <Route path="/login" element={later(<SignInPage />)} />
      <Route path="/verify" element={later(<VerifyCodePage />)} />
      <Route path="*" element={<RemoteOrNotFound />} />
    </Routes>
  );
}
