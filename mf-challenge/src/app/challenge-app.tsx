import { selectLead, useAppSelector } from '@yoga/shared';
import { FALLBACK_COUNTRY } from '../features/active-challenge/api/use-home-challenge';
import { ChallengeCard } from '../features/active-challenge/components/challenge-card';

/** mf-challenge owns the home-page challenge card; later routes (/live, /join) join here. */
export function ChallengeApp() {
  // A signed-in member sees their own country's challenge; a visitor sees India's.
  const lead = useAppSelector(selectLead);
  return <ChallengeCard countrycode={lead?.country_code ?? FALLBACK_COUNTRY} />;
}
