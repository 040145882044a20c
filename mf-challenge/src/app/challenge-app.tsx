import { DeclaredRoutes, selectLead, useAppSelector } from '@yoga/shared';
import { lazy, Suspense } from 'react';
import { FALLBACK_COUNTRY } from '../features/active-challenge/api/use-home-challenge';
import { ChallengeCard } from '../features/active-challenge/components/challenge-card';
import { useChallengeT } from '../locales/challenge-catalogue';
import { MemberHomeLoading } from './pages/member-home-loading';
import { ROUTES } from './routes';

// Only a signed-in member's home page downloads their day's status and standing, with its texts.
const HomeMemberCards = lazy(() =>
  import('./pages/home-member-status').then((module) => module.loadHomeMemberStatus()),
);

/** In the remote's first bundle: the home page shows it as soon as the remote arrives. */
function HomeCard() {
  // A signed-in member sees their own country's challenge; a visitor sees India's.
  const lead = useAppSelector(selectLead);
  // A member's next action comes first; the challenge card (marketing to visitors) after it,
  // in the same step (the member's cards show it).
  if (lead?.active_challenge_id != null) {
    return (
      <Suspense fallback={<MemberHomeLoading />}>
        <HomeMemberCards />
      </Suspense>
    );
  }
  return <ChallengeCard countrycode={lead?.country_code ?? FALLBACK_COUNTRY} />;
}

function LiveLoading() {
  const t = useChallengeT();
  return <p role="status">{t('challenge.live.loading')}</p>;
}

/** mf-challenge owns the home-page challenge card and the live sessions page (src/app/routes.ts). */
export function ChallengeApp() {
  return <DeclaredRoutes routes={ROUTES} eager={{ '/': HomeCard }} fallback={<LiveLoading />} />;
}
