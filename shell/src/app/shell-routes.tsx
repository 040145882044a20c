import { Route, Routes } from 'react-router-dom';
import { JoinPage } from '../features/auth/components/join-page';
import { SignInPage } from '../features/auth/components/sign-in-page';
import { VerifyCodePage } from '../features/auth/components/verify-code-page';
import { RemoteSlots, useOwningRemotes } from '../features/remotes/remote-slots';
import { CallSupportPage } from '../features/static-pages/call-support-page';
import { ContactPage } from '../features/static-pages/contact-page';
import { HomePage } from './pages/home-page';
import { NotFoundPage } from '../features/static-pages/not-found-page';
import { PrivacyPage } from '../features/static-pages/privacy-page';
import { TermsPage } from '../features/static-pages/terms-page';

/** A path no shell page claims belongs to a remote if an active one owns it; otherwise it is a 404. */
function RemoteOrNotFound() {
  return useOwningRemotes().length > 0 ? <RemoteSlots /> : <NotFoundPage />;
}

export function ShellRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/callsupport" element={<CallSupportPage />} />
      <Route path="/termsconditions" element={<TermsPage />} />
      <Route path="/privacypolicy" element={<PrivacyPage />} />
      <Route path="/contactus" element={<ContactPage />} />
      <Route path="/join/:slug" element={<JoinPage />} />
      <Route path="/login" element={<SignInPage />} />
      <Route path="/verify" element={<VerifyCodePage />} />
      <Route path="*" element={<RemoteOrNotFound />} />
    </Routes>
  );
}
