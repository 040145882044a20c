import { selectLead, useAppSelector, type ActiveChallenge } from '@yoga/shared';
import { nextChallengeOffer, type NextChallengeOffer } from '@yoga/shared/rules';
import { useShellOpenChallengesQuery } from '../api/next-challenge-api';

/**
 * The signed-in member's next challenge (spec section 4's old-user flag, decision 0024): the
 * open challenges are read once per page load and judged by the shared rule, the member's own
 * challenge being one of them while it has not ended. Nothing for visitors and paid members, and
 * nothing while the list loads or when it fails (the member's pages still work without it).
 */
export function useNextChallenge(now: Date = new Date()): NextChallengeOffer<ActiveChallenge> {
  const lead = useAppSelector(selectLead);
  const paid = lead ? lead.is_paid || lead.ispaymentdone : true;
  const open = useShellOpenChallengesQuery(undefined, { skip: !lead || paid });
  if (!lead || paid || !open.data) return { kind: 'none' };
  const current = open.data.find((challenge) => challenge.id === lead.active_challenge_id) ?? null;
  return nextChallengeOffer(
    { active_challenge_id: lead.active_challenge_id, country_code: lead.country_code, paid },
    current,
    open.data,
    now,
  );
}
