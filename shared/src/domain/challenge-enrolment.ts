import { calendarDateIn, type ChallengeDates } from './challenge-progress';

/** A challenge as enrolment judges it: its country and its calendar days. */
export interface EnrolmentChallenge extends ChallengeDates {
  id: number;
  countrycode: string;
}

/** What enrolment needs to know of a member. */
export interface EnrollingMember {
  active_challenge_id: number | null;
  country_code: string;
  /** Paid members practise on the member site; the free challenges are not offered to them. */
  paid: boolean;
}

/** India's challenges are open to members of a country that has none of its own. */
export const FALLBACK_CHALLENGE_COUNTRY = 'IN';

/**
 * Where a member stands towards the next challenge:
 * - `take-part`: one tap enrols them in `challenge` (theirs has ended, or they have none);
 * - `after-yours`: a newer challenge is open while theirs still runs; they finish theirs first
 *   (taking part would move them mid-way), so they are told when it starts, not given a button;
 * - `none`: nothing newer is open, or the member is paid.
 */
export type NextChallengeOffer<C extends EnrolmentChallenge = EnrolmentChallenge> =
  | { kind: 'take-part'; challenge: C }
  | { kind: 'after-yours'; challenge: C; yoursEnds: string }
  | { kind: 'none' };

const ended = (challenge: ChallengeDates, now: Date) =>
  calendarDateIn(challenge.timezone, now) > challenge.end_date;

/**
 * The challenges a member of `country` can join at `now`, soonest first: their country's when it
 * has any open (not ended), else India's, as joining does.
 */
export function joinableChallenges<C extends EnrolmentChallenge>(
  country: string,
  challenges: readonly C[],
  now: Date,
): C[] {
  const open = challenges.filter((challenge) => !ended(challenge, now));
  const own = open.filter((challenge) => challenge.countrycode === country);
  const pool =
    own.length > 0
      ? own
      : open.filter((challenge) => challenge.countrycode === FALLBACK_CHALLENGE_COUNTRY);
  return [...pool].sort((a, b) => a.start_date.localeCompare(b.start_date) || a.id - b.id);
}

/**
 * The next challenge for a member: the soonest joinable one newer than theirs (a higher id, as
 * spec section 4's old-user flag orders them). `current` is the member's own challenge, or null
 * when they have none or it no longer exists.
 */
export function nextChallengeOffer<C extends EnrolmentChallenge>(
  member: EnrollingMember,
  current: ChallengeDates | null,
  challenges: readonly C[],
  now: Date,
): NextChallengeOffer<C> {
  if (member.paid) return { kind: 'none' };
  const mine = member.active_challenge_id;
  const next = joinableChallenges(member.country_code, challenges, now).find(
    (challenge) => mine === null || challenge.id > mine,
  );
  if (!next) return { kind: 'none' };
  if (mine !== null && current !== null && !ended(current, now)) {
    return { kind: 'after-yours', challenge: next, yoursEnds: current.end_date };
  }
  return { kind: 'take-part', challenge: next };
}
