import { ensureCatalogue, type Catalogue } from '@yoga/shared';
import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useLeaderboardT } from '../locales/leaderboard-catalogue';

/** A page loaded when first opened, with every catalogue it shows, so it never renders ids. */
const page = (load: () => Promise<{ default: ComponentType; PAGE_CATALOGUES: Catalogue[] }>) =>
  lazy(() =>
    load().then(async (module) => {
      await Promise.all(module.PAGE_CATALOGUES.map(ensureCatalogue));
      return module;
    }),
  );

const LeaderboardPage = page(() => import('./pages/leaderboard-page'));
const ReferralsPage = page(() => import('./pages/referrals-page'));
const GiftsPage = page(() => import('./pages/gifts-page'));
const VouchersPage = page(() => import('./pages/vouchers-page'));
const GuessAndWinPage = page(() => import('./pages/guess-and-win-page'));

function PageLoading() {
  const t = useLeaderboardT();
  return <p role="status">{t('leaderboard.loading')}</p>;
}

const later = (Page: ComponentType) => (
  <Suspense fallback={<PageLoading />}>
    <Page />
  </Suspense>
);

/** mf-leaderboard owns the game's pages: the boards, invitations, gifts, vouchers and Guess & Win. */
export function LeaderboardApp() {
  return (
    <Routes>
      <Route path="/leaderboard" element={later(LeaderboardPage)} />
      <Route path="/referrals" element={later(ReferralsPage)} />
      <Route path="/gifts" element={later(GiftsPage)} />
      <Route path="/vouchers" element={later(VouchersPage)} />
      <Route path="/guessandwin" element={later(GuessAndWinPage)} />
      <Route path="*" element={null} />
    </Routes>
  );
}
