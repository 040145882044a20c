import { ChallengeCard } from '../features/active-challenge/components/challenge-card';

/** mf-challenge owns the home-page challenge card; later routes (/live, /join) join here. */
export function ChallengeApp() {
  return <ChallengeCard countrycode="IN" />;
}
