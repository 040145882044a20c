import { referralStatus, type ReferralStatus } from '@yoga/shared/domain';
import type { UserChallenge } from '@yoga/shared/models';
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
