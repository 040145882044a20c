import type { BoardVisibility, Leaderboard } from '@yoga/shared';

/** The public board lists this many places. */
export const BOARD_TOP = 100;

/** The choices of how a member shows on the public board, in the order the picker lists them. */
export const BOARD_VISIBILITIES: readonly BoardVisibility[] = ['name', 'phone', 'hidden'];

export const isBoardVisibility = (value: string): value is BoardVisibility =>
  (BOARD_VISIBILITIES as readonly string[]).includes(value);

/**
 * The member's own line to pin under the top 100: their place when the list does not show them
 * (below 100, or hidden from the public list), null when it does or when they are not on this board.
 */
export function pinnedStanding(board: Leaderboard): { rank: number | null; points: number } | null {
  if (!board.me) return null;
  if (board.entries.some((entry) => entry.me)) return null;
  return board.me;
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
