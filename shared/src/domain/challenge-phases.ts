import type { UserChallenge } from '../models/challenge';
import { parseCalendarDate } from './format-calendar-date';
import { calendarDateIn, type ChallengeDates } from './challenge-progress';

/**
 * Spec section 9: the feedback-start flag stays on this many days from `feedback_start_date`.
 */
export const FEEDBACK_WINDOW_DAYS = 1;

/** Spec section 4: where a member stands against a challenge, by their active challenge id. */
export type UserTiming = 'future' | 'current' | 'past';

/** The challenge's calendar day at `now`, as "YYYY-MM-DD", which orders as text. */
const todayOf = (challenge: ChallengeDates, now: Date) => calendarDateIn(challenge.timezone, now);

/** A calendar day ("YYYY-MM-DD") moved by whole days; a malformed one is left as it is. */
export function addDays(date: string, days: number): string {
  const parsed = parseCalendarDate(date);
  if (!parsed) return date;
  return new Date(parsed.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Spec section 4: future when the member's active challenge comes after this one (a higher id)
 * or is this one and has not started; current while this one runs (its first to its last day);
 * past when the member's challenge came before (a lower id) or this one has ended. Days are the
 * challenge's own, so a member abroad is current exactly when India is.
 */
export function userTiming(
  activeChallengeId: number,
  challenge: ChallengeDates & { id: number },
  now: Date,
): UserTiming {
  if (activeChallengeId > challenge.id) return 'future';
  if (activeChallengeId < challenge.id) return 'past';
  const today = todayOf(challenge, now);
  if (today < challenge.start_date) return 'future';
  return today > challenge.end_date ? 'past' : 'current';
}

export interface ChallengePhases {
  /** Referrals earn credit: from the referral start day through the referral end day. */
  referral: boolean;
  /** Feedback is asked for: from the feedback start day up to (not including) the payment start day. */
  feedback: boolean;
  /** The paid offer shows: the referral phase is over (or not begun) and payment has started. */
  paymentShown: boolean;
  /** Feedback has just opened: the first `FEEDBACK_WINDOW_DAYS` from the feedback start day. */
  feedbackStart: boolean;
}

/** Whether `today` is on or after `date`; never for a date the challenge does not set. */
const reached = (today: string, date: string | null) => date !== null && date <= today;

/**
 * Spec section 4's phases of a challenge at `now`, judged by the challenge's calendar days (see
 * decision 0010). A phase whose dates the challenge leaves unset is off; feedback without a
 * payment start runs on.
 */
export function challengePhases(challenge: UserChallenge, now: Date): ChallengePhases {
  const today = todayOf(challenge, now);
  const feedbackFrom = challenge.feedback_start_date;
  const referral =
    reached(today, challenge.referral_start_date) &&
    challenge.referral_end_date !== null &&
    today <= challenge.referral_end_date;
  return {
    referral,
    feedback: reached(today, feedbackFrom) && !reached(today, challenge.payment_start_date),
    paymentShown: !referral && reached(today, challenge.payment_start_date),
    feedbackStart:
      feedbackFrom !== null &&
      feedbackFrom <= today &&
      today < addDays(feedbackFrom, FEEDBACK_WINDOW_DAYS),
  };
}

/**
 * Spec section 4: a member is an old user when their challenge is not the newest of the challenges
 * open now (a new one has begun enrolling since they joined). Pass the challenges of the member's
 * own country: another country's newer challenge does not make an Indian member old.
 */
export function isOldUser(userChallengeId: number, activeChallengeIds: readonly number[]): boolean {
  return activeChallengeIds.some((id) => id > userChallengeId);
}
