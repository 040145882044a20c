import { selectLead, useAppSelector } from '@yoga/shared';
import { lazy, Suspense } from 'react';

// Only signed-in free members download the bar and ask for the open challenges.
const NextChallengeBar = lazy(() =>
  import('./next-challenge-bar').then((module) => module.loadNextChallengeBar()),
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
