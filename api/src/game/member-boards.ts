import { createTtlCache } from '../cache/ttl-cache';
import type { Queryable } from '../db/database';
import type { BoardKey } from './standings-store';

/** How long a member's board is remembered: live points and rank are asked again and again. */
const BOARD_TTL_MS = 3000;
/** A member not on a board yet may be on one a moment from now (their first session). */
const NO_BOARD_TTL_MS = 250;
const MAX_REMEMBERED = 100_000;

const NO_BOARD = Symbol('not on a board');

/**
 * The board a member stands on (their challenge's, paid or free), or null before they have
 * points. Remembered for a few seconds, so a live rank costs one Redis call.
 */
export function createMemberBoards(db: Queryable, clock: () => Date) {
  const remembered = createTtlCache<number, BoardKey | typeof NO_BOARD>(clock, {
    max: MAX_REMEMBERED,
    ttl: BOARD_TTL_MS,
    fetchMethod: async (leadId, _stale, { options }) => {
      const [row] = await db.query<{ challenge_id: number; paid: boolean }>(
        `SELECT s.challenge_id, s.paid FROM leads l
         JOIN standings s ON s.lead_id = l.id AND s.challenge_id = l.active_challenge_id
         WHERE l.id = $1`,
        [leadId],
      );
      if (row) return { challengeId: row.challenge_id, paid: row.paid };
      options.ttl = NO_BOARD_TTL_MS;
      return NO_BOARD;
    },
  });
  return {
    async of(leadId: number): Promise<BoardKey | null> {
      const board = await remembered.fetch(leadId);
      return board === NO_BOARD || board === undefined ? null : board;
    },
  };
}

export type MemberBoards = ReturnType<typeof createMemberBoards>;
