import type { UserChallenge } from '../models/challenge';
import { challengePhases } from './challenge-phases';

/**
 * Issue 12, rule 1: what a referral earns its inviter, and why not yet or not at all, so a member
 * can read each friend's status. "First link wins" is not decided here: a friend has one
 * referrer (the first link they joined through), and only that referral exists to be judged.
 */
export type ReferralStatus =
  | { status: 'counted' }
  | { status: 'pending'; reason: 'not_verified' | 'not_attended' | 'under_review' }
  | { status: 'not_counted'; reason: 'self_referral' | 'outside_referral_phase' | 'rejected' };

/** Ops review of a sign-up held as one of a burst (rule 2); null: never held. */
export type ReferralReview = 'held' | 'approved' | 'rejected' | null;

export interface ReferralFacts {
  inviterPhone: string;
  friendPhone: string;
  /** The friend signed in with a code sent to their phone. */
  friendVerified: boolean;
  /** Sessions the friend attended in the challenge. */
  friendAttendedSessions: number;
  /** When the friend joined through the link. */
  joinedAt: Date;
  review: ReferralReview;
}

/**
 * Never counted: a member inviting their own phone, or a friend who joined outside the
 * challenge's referral phase (listed, with the reason, but worth no points), or one ops rejected
 * on review. Otherwise pending while held for review, until the friend has verified their phone
 * and then until they attended a session, and counted after.
 */
export function referralStatus(facts: ReferralFacts, challenge: UserChallenge): ReferralStatus {
  if (facts.inviterPhone === facts.friendPhone) {
    return { status: 'not_counted', reason: 'self_referral' };
  }
  if (!challengePhases(challenge, facts.joinedAt).referral) {
    return { status: 'not_counted', reason: 'outside_referral_phase' };
  }
  if (facts.review === 'rejected') return { status: 'not_counted', reason: 'rejected' };
  if (facts.review === 'held') return { status: 'pending', reason: 'under_review' };
  if (!facts.friendVerified) return { status: 'pending', reason: 'not_verified' };
  if (facts.friendAttendedSessions < 1) return { status: 'pending', reason: 'not_attended' };
  return { status: 'counted' };
}
