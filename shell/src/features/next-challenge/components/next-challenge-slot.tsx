import { selectLead, useAppSelector, withCatalogue } from '@yoga/shared';
import { lazy, Suspense } from 'react';
import { nextChallengeCatalogue } from '../next-challenge-catalogue';

// Only signed-in free members download the bar and ask for the open challenges.
const NextChallengeBar = lazy(
  withCatalogue(nextChallengeCatalogue, () => import('./next-challenge-bar')),
);

export function NextChallengeSlot() {
  const lead = useAppSelector(selectLead);
  if (!lead || lead.is_paid || lead.ispaymentdone) return null;
  return (
    <Suspense fallback={null}>
      <NextChallengeBar />
    </Suspense>
  );
}
