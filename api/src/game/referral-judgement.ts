import { referralStatus, type ReferralStatus, type UserChallenge } from '@yoga/shared';
import type { FriendFacts } from './game-facts';

/** A friend's referral judged by the shared rule, from the facts the database holds. */
export function judgeReferral(
  friend: FriendFacts,
  inviterPhone: string,
  challenge: UserChallenge,
): ReferralStatus {
  return referralStatus(
    {
      inviterPhone,
      friendPhone: friend.phone_number,
      friendVerified: friend.verified,
      friendAttendedSessions: friend.first_session_ms === null ? 0 : 1,
      joinedAt: new Date(friend.joined_ms),
      review: friend.review,
    },
    challenge,
  );
}
