import type { BoardVisibility, Leaderboard } from '@yoga/shared';

/** The public board lists this many places. */
export const BOARD_TOP = 100;

/** The choices of how a member shows on the public board, in the order the picker lists them. */
export const BOARD_VISIBILITIES: readonly BoardVisibility[] = ['name', 'phone', 'hidden'];

export const isBoardVisibility = (value: string): value is BoardVisibility =>
  (BOARD_VISIBILITIES as readonly string[]).includes(value);

/** The two public boards: a member plays on the paid one once they paid for the membership. */
export type BoardKind = 'free' | 'paid';

/** The board a member stands on (decision 0015: paid when `is_paid` or `ispaymentdone`). */
export const boardOf = (member: { is_paid: boolean; ispaymentdone: boolean }): BoardKind =>
  member.is_paid || member.ispaymentdone ? 'paid' : 'free';

/**
 * Where the member stands on the board on screen, said once above its list:
 * - `listed`: their row is in the top 100 (the page leads to it);
 * - `unlisted`: ranked, but below the top 100 or hidden from the public list;
 * - `unranked`: this is their board, but nothing has counted for them yet;
 * - `elsewhere`: they play on the other board, so this one has no place for them (never "0").
 */
export type BoardStanding =
  | { kind: 'listed'; rank: number; points: number }
  | { kind: 'unlisted'; rank: number; points: number }
  | { kind: 'unranked' }
  | { kind: 'elsewhere'; theirs: BoardKind };

export function boardStanding(
  board: Leaderboard,
  shown: BoardKind,
  theirs: BoardKind,
): BoardStanding {
  if (shown !== theirs) return { kind: 'elsewhere', theirs };
  const mine = board.entries.find((entry) => entry.me);
  if (mine) return { kind: 'listed', rank: mine.rank, points: mine.points };
  const me = board.me;
  if (!me || me.rank === null) return { kind: 'unranked' };
  return { kind: 'unlisted', rank: me.rank, points: me.points };
}

/**
 * The live figures as spec section 8 says to show them when they fail: points as 0, the rank as
 * unknown. A read still under way counts as not known yet, not as failed.
 */
export function liveStanding(
  points: { data?: { points: number }; isError: boolean },
  rank: { data?: { rank: number | null }; isError: boolean },
): { points: number | null; rank: number | null } {
  return {
    points: points.data?.points ?? (points.isError ? 0 : null),
    rank: rank.data?.rank ?? null,
  };
}

/**
 * A board as it reads once the member chose how to appear: without their line when hidden, or
 * with it under the new name at their own rank when that is within the top places.
 */
export function withVisibility(
  board: Leaderboard,
  visibility: BoardVisibility,
  publicName: string,
): Leaderboard {
  const others = board.entries.filter((entry) => !entry.me);
  const me = board.me;
  if (visibility === 'hidden' || !me || me.rank === null || me.rank > BOARD_TOP) {
    return { ...board, entries: others };
  }
  const mine = { rank: me.rank, name: publicName, points: me.points, me: true };
  const entries = [...others, mine].sort((a, b) => a.rank - b.rank).slice(0, BOARD_TOP);
  return { ...board, entries };
}
