import type { ReferralCounts, ReferralEntry, UserChallenge } from '@yoga/shared/models';
import { findUserChallenge } from '../challenges/challenge-repository';
import type { Queryable } from '../db/database';
import { utcInstant } from '../db/sql-instant';
import { FRIEND_COLUMNS, type FriendFacts } from './game-facts';
import { judgeReferral } from './referral-judgement';

interface Inviter {
  id: number;
  phone_number: string;
  active_challenge_id: number | null;
}

/** A friend's referral as the member reads it, with the day (in the challenge's zone) they joined. */
export interface JudgedReferral extends ReferralEntry {
  joined_day: string;
}

/**
 * Every friend a member invited, newest first, each judged by the referral rule against the
 * member's challenge (a member in no challenge has no referral phase: nothing counts), with the
 * counts by status.
 */
export async function judgedReferrals(
  db: Queryable,
  inviter: Inviter,
): Promise<{ referrals: JudgedReferral[]; counts: ReferralCounts }> {
  const challenge: UserChallenge | null =
    inviter.active_challenge_id === null
      ? null
      : await findUserChallenge(db, inviter.active_challenge_id);
  const zone = challenge?.timezone ?? 'Asia/Kolkata';
  const friends = await db.query<FriendFacts & { referred_at: string; joined_day: string }>(
    `SELECT ${FRIEND_COLUMNS}, ${utcInstant('f.created_at')} AS referred_at,
            to_char(f.created_at AT TIME ZONE $2, 'YYYY-MM-DD') AS joined_day
     FROM leads f WHERE f.referred_by = $1
     ORDER BY f.created_at DESC, f.id DESC`,
    [inviter.id, zone],
  );
  const counts: ReferralCounts = { counted: 0, pending: 0, not_counted: 0 };
  const referrals = friends.map((friend): JudgedReferral => {
    const judged = challenge
      ? judgeReferral(friend, inviter.phone_number, challenge)
      : ({ status: 'not_counted', reason: 'outside_referral_phase' } as const);
    counts[judged.status] += 1;
    return {
      name: friend.name,
      status: judged.status,
      reason: 'reason' in judged ? judged.reason : null,
      referred_at: friend.referred_at,
      joined_day: friend.joined_day,
    };
  });
  return { referrals, counts };
}
