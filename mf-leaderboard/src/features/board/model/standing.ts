import type { BoardVisibility, Leaderboard } from '@yoga/shared';

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
