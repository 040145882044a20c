import { ensureCatalogue, selectLead, useAppSelector, withCatalogue } from '@yoga/shared';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { FALLBACK_COUNTRY } from '../features/active-challenge/api/use-home-challenge';
import { ChallengeCard } from '../features/active-challenge/components/challenge-card';
import { liveJoinCatalogue } from '../features/live-attendance/live-join-catalogue';
import { useChallengeT } from '../locales/challenge-catalogue';

// Loaded only when a member opens /live, with every catalogue it shows, so the home page does
// not download them.
const LivePage = lazy(() =>
  import('./pages/live-page').then(async (page) => {
    await Promise.all(page.LIVE_PAGE_CATALOGUES.map(ensureCatalogue));
    return page;
  }),
);

// Only a signed-in member's home page downloads their day's status.
const HomeMemberStatus = lazy(
  withCatalogue(liveJoinCatalogue, () => import('./pages/home-member-status')),
);

function HomeCard() {
  // A signed-in member sees their own country's challenge; a visitor sees India's.
  const lead = useAppSelector(selectLead);
  return (
    <>
      <ChallengeCard countrycode={lead?.country_code ?? FALLBACK_COUNTRY} />
      {lead?.active_challenge_id != null && (
        <Suspense fallback={null}>
          <HomeMemberStatus />
        </Suspense>
      )}
    </>
  );
}

function LiveLoading() {
  const t = useChallengeT();
  return <p role="status">{t('challenge.live.loading')}</p>;
}

/** mf-challenge owns the home-page challenge card and the live sessions page. */
export function ChallengeApp() {
  return (
    <Routes>
      <Route path="/" element={<HomeCard />} />
      <Route
        path="/live"
        element={
          <Suspense fallback={<LiveLoading />}>
            <LivePage />
          </Suspense>
        }
      />
      <Route path="*" element={null} />
    </Routes>
  );
}
