import type { UserChallenge } from '../models/challenge';
import { addDays, challengePhases } from './challenge-phases';
import { calendarDateIn } from './challenge-progress';

/**
 * A member's feedback on their challenge (issue 27, decision 0043): a rating, what the practice
 * changed for them, and their own words. Asked during the feedback phase only (spec section 4).
 */
export const FEEDBACK_RATINGS = [1, 2, 3, 4, 5] as const;
export type FeedbackRating = (typeof FEEDBACK_RATINGS)[number];

/** What fourteen days of practice commonly change, as members tell teachers. */
export const FEEDBACK_BENEFITS = [
  'flexibility',
  'energy',
  'sleep',
  'calm',
  'strength',
  'less_pain',
  'weight',
  'habit',
] as const;
export type FeedbackBenefit = (typeof FEEDBACK_BENEFITS)[number];

export const FEEDBACK_COMMENT_MAX_LENGTH = 1000;

/** Where a challenge's feedback stands for its member today. */
export type FeedbackWindow =
  | { state: 'open'; closes_on: string | null }
  | { state: 'not_yet'; opens_on: string | null }
  | { state: 'closed' };

/**
 * The feedback phase of spec section 4 as a member meets it: open from `feedback_start_date` up
 * to `payment_start_date` (the challenge's own calendar days), not yet before it (or while ops
 * have not set a start), closed after. Ops keep the start before the payment start. `closes_on`
 * is the last day it is open.
 */
export function feedbackWindow(challenge: UserChallenge, now: Date): FeedbackWindow {
  if (challengePhases(challenge, now).feedback) {
    return {
      state: 'open',
      closes_on: challenge.payment_start_date && addDays(challenge.payment_start_date, -1),
    };
  }
  const start = challenge.feedback_start_date;
  if (start === null) return { state: 'not_yet', opens_on: null };
  return start <= calendarDateIn(challenge.timezone, now)
    ? { state: 'closed' }
    : { state: 'not_yet', opens_on: start };
}
