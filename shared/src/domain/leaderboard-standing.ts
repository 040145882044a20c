/**
 * Issue 12, rule 4: how members stand on a leaderboard. More points first; on equal points, who
 * reached them first; then the lower member id, so two requests never see two orders.
 */
export interface Standing {
  memberId: number;
  points: number;
  /** When the member reached their current points. */
  reachedAt: Date;
}

export function compareStandings(a: Standing, b: Standing): number {
  return (
    b.points - a.points || a.reachedAt.getTime() - b.reachedAt.getTime() || a.memberId - b.memberId
  );
}

/** Seconds are counted from here, so a score stays exact in a double for a century. */
const SCORE_EPOCH_MS = Date.UTC(2020, 0, 1);
/** 10^10 seconds is 317 years: room for the time under any points. */
const TIME_SLOTS = 10_000_000_000;
/** Points at which a score would pass 2^53 and stop being exact. */
export const MAX_SCORED_POINTS = Math.floor(Number.MAX_SAFE_INTEGER / TIME_SLOTS) - 1;

/**
 * One number that orders like `compareStandings` (higher first, to the second): for a Redis sorted
 * set, whose scores are doubles. Points in the high digits, and in the low ones the time left
 * until the end of the scale, so an earlier arrival at the same points scores higher.
 */
export function standingScore(points: number, reachedAt: Date): number {
  if (!Number.isInteger(points) || points < 0 || points > MAX_SCORED_POINTS) {
    throw new RangeError(`points must be a whole number from 0 to ${MAX_SCORED_POINTS}`);
  }
  const seconds = Math.floor((reachedAt.getTime() - SCORE_EPOCH_MS) / 1000);
  if (seconds < 0 || seconds >= TIME_SLOTS) throw new RangeError('reachedAt is outside the scale');
  return points * TIME_SLOTS + (TIME_SLOTS - 1 - seconds);
}

/**
 * The name a public board shows: first name and last initial ("Asha V."), or, for a member who
 * chose not to show their name, the last four digits of their phone ("******3210").
 */
export function boardName(member: { name: string; phone: string; showName: boolean }): string {
  const words = member.name.trim().split(/\s+/).filter(Boolean);
  const [first] = words;
  if (!member.showName || !first) return `******${member.phone.replace(/\D/g, '').slice(-4)}`;
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  if (!last) return first;
  // A grapheme, not a code unit: "Ś" or a Devanagari letter with its vowel sign stays whole.
  const [initial] = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(last);
  return `${first} ${initial?.segment ?? ''}.`;
}

/** The points a `standingScore` holds. */
export function pointsOfScore(score: number): number {
  return Math.floor(score / TIME_SLOTS);
}

const MEMBER_SLOTS = 9_999_999_999;

/**
 * A member's name in a Redis sorted set. Redis orders equal scores by name, and a board read from
 * the top walks them in reverse: naming members by `MEMBER_SLOTS - id`, zero-padded, makes that
 * walk go lower id first, as `compareStandings` does.
 */
export function boardMember(memberId: number): string {
  return String(MEMBER_SLOTS - memberId).padStart(10, '0');
}
