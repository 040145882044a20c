import { calendarDateIn } from './challenge-progress';

/**
 * Issue 12, rules 3 to 7: what a member's practice and friends are worth, when a board locks,
 * which levels and vouchers they earn, and who wins guess & win. docs/decisions/0015.
 */

/** A challenge's points table, set by ops (`PUT gamification/rules/{id}`). */
export interface GameRules {
  points_per_day: number;
  points_per_referral: number;
  /** Days attended that earn the paid-membership voucher. */
  voucher_min_days: number;
}

/** What a challenge without its own table plays by. */
export const DEFAULT_GAME_RULES: GameRules = {
  points_per_day: 10,
  points_per_referral: 5,
  voucher_min_days: 7,
};

export interface StandingFacts {
  /** The first mark of each day attended: a second batch on the same day earns nothing more. */
  dayFirstMarks: readonly Date[];
  /** When each counted referral became counted (the friend's first session). */
  referralsCountedAt: readonly Date[];
}

export interface GameStanding {
  points: number;
  attendedDays: number;
  countedReferrals: number;
  /** When the member reached these points (to the second; ties go to who got there first). */
  reachedAt: Date;
}

/**
 * A member's points and when they reached them: the last event that counts, cut to the second
 * so the database and a Redis score (exact to the second) order ties alike. Null for a member
 * with nothing counted yet: they are not on the board.
 */
export function gameStanding(rules: GameRules, facts: StandingFacts): GameStanding | null {
  const events = [...facts.dayFirstMarks, ...facts.referralsCountedAt];
  if (events.length === 0) return null;
  const last = Math.max(...events.map((at) => at.getTime()));
  return {
    points:
      facts.dayFirstMarks.length * rules.points_per_day +
      facts.referralsCountedAt.length * rules.points_per_referral,
    attendedDays: facts.dayFirstMarks.length,
    countedReferrals: facts.referralsCountedAt.length,
    reachedAt: new Date(Math.floor(last / 1000) * 1000),
  };
}

/** A board locks when its challenge's `end_date` is over in the challenge's time zone. */
export function boardLocked(challenge: { end_date: string; timezone: string }, now: Date): boolean {
  return calendarDateIn(challenge.timezone, now) > challenge.end_date;
}

export interface LevelThreshold {
  level: number;
  referrals_needed: number;
}

/** The levels a number of counted referrals reaches, lowest first. */
export function levelsReached<Level extends LevelThreshold>(
  levels: readonly Level[],
  countedReferrals: number,
): Level[] {
  return [...levels]
    .sort((a, b) => a.referrals_needed - b.referrals_needed || a.level - b.level)
    .filter((level) => level.referrals_needed <= countedReferrals);
}

/** The next level to reach, or null when all are reached (or there are none). */
export function nextLevel<Level extends LevelThreshold>(
  levels: readonly Level[],
  countedReferrals: number,
): Level | null {
  return (
    [...levels]
      .sort((a, b) => a.referrals_needed - b.referrals_needed || a.level - b.level)
      .find((level) => level.referrals_needed > countedReferrals) ?? null
  );
}

/** Guess & win pays the three closest guesses each day. */
export const GUESS_WINNING_PLACES = 3;

export interface DayGuess {
  memberId: number;
  guess: number;
  /** When the guess was last changed: of two as close, the earlier wins. */
  guessedAt: Date;
}

/** The closest guesses to the day's count, closest first; ties go to the earlier guess. */
export function guessWinners(
  guesses: readonly DayGuess[],
  actual: number,
  places = GUESS_WINNING_PLACES,
): DayGuess[] {
  return [...guesses]
    .sort(
      (a, b) =>
        Math.abs(a.guess - actual) - Math.abs(b.guess - actual) ||
        a.guessedAt.getTime() - b.guessedAt.getTime() ||
        a.memberId - b.memberId,
    )
    .slice(0, places);
}

/**
 * Issue 12, rule 2: referred sign-ups from one device, or one network (IPv4 /24, IPv6 /64), are
 * held for ops review when more than this many came within the window. Families share a phone
 * and a home network, so a few are normal and none is ever refused outright.
 */
export const REFERRAL_BURST_LIMIT = 3;
export const REFERRAL_BURST_WINDOW_MS = 60 * 60_000;

/** The header a sign-up names the browser's persistent device id in (spec section 4). */
export const DEVICE_ID_HEADER = 'x-device-id';

/**
 * Whether a referred sign-up is held, given the referred sign-ups before it in the window and the
 * limit (ops may set another: REFERRAL_BURST_LIMIT).
 */
export function referralHeld(
  earlier: { fromDevice: number; fromNetwork: number },
  limit = REFERRAL_BURST_LIMIT,
): boolean {
  return earlier.fromDevice >= limit || earlier.fromNetwork >= limit;
}
