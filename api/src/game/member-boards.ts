import type { Queryable } from '../db/database';
import type { BoardKey } from './standings-store';

/** How long a member's board is remembered: live points and rank are asked again and again. */
const BOARD_TTL_MS = 3000;
/** A member not on a board yet may be on one a moment from now (their first session). */
const NO_BOARD_TTL_MS = 250;
const MAX_REMEMBERED = 100_000;

/**
 * The board a member stands on (their challenge's, paid or free), or null before they have
 * points. Remembered for a few seconds, so a live rank costs one Redis call.
 */
export function createMemberBoards(db: Queryable) {
  const remembered = new Map<
    number,
    { at: number; onBoard: boolean; board: Promise<BoardKey | null> }
  >();
  const read = async (leadId: number): Promise<BoardKey | null> => {
    const [row] = await db.query<{ challenge_id: number; paid: boolean }>(
      `SELECT s.challenge_id, s.paid FROM leads l
       JOIN standings s ON s.lead_id = l.id AND s.challenge_id = l.active_challenge_id
       WHERE l.id = $1`,
      [leadId],
    );
    return row ? { challengeId: row.challenge_id, paid: row.paid } : null;
  };
  return {
    of(leadId: number): Promise<BoardKey | null> {
      const now = Date.now();
      const hit = remembered.get(leadId);
      if (hit && now - hit.at < (hit.onBoard ? BOARD_TTL_MS : NO_BOARD_TTL_MS)) return hit.board;
      if (remembered.size >= MAX_REMEMBERED) remembered.clear();
      const entry = { at: now, onBoard: false, board: read(leadId) };
      remembered.set(leadId, entry);
      entry.board.then(
        (board) => {
          entry.onBoard = board !== null;
        },
        () => remembered.delete(leadId),
      );
      return entry.board;
    },
  };
}

export type MemberBoards = ReturnType<typeof createMemberBoards>;
