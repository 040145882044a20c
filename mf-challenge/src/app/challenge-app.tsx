import { selectLead, useAppSelector, withCatalogue } from '@yoga/shared';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { FALLBACK_COUNTRY } from '../features/active-challenge/api/use-home-challenge';
import { ChallengeCard } from '../features/active-challenge/components/challenge-card';
import { liveCatalogue } from '../features/live-schedule/live-catalogue';
import { useChallengeT } from '../locales/challenge-catalogue';

// Loaded only when a member opens /live, so the home page does not download it.
const LivePage = lazy(withCatalogue(liveCatalogue, () => import('./pages/live-page')));

function HomeCard() {
  // A signed-in member sees their own country's challenge; a visitor sees India's.
  const lead = useAppSelector(selectLead);
  return <ChallengeCard countrycode={lead?.country_code ?? FALLBACK_COUNTRY} />;
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
