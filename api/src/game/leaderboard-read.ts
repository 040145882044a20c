import { boardLocked, boardName } from '@yoga/shared/domain';
import type { BoardVisibility, Leaderboard } from '@yoga/shared/models';
import { createTtlCache } from '../cache/ttl-cache';
import type { Queryable } from '../db/database';
import { findUserChallenge } from '../challenges/challenge-repository';
import type { BoardRanks } from './board-ranks';
import type { BoardKey } from './standings-store';

/** The public board shows this many places. */
export const BOARD_TOP = 100;
/** The top of a board is the same for every reader: read it at most this often per process. */
export const TOP_CACHE_MS = 2000;

interface TopRow {
  lead_id: number;
  points: number;
  name: string;
  phone_number: string;
  board_visibility: BoardVisibility;
}

type TopRows = { leadId: number; rank: number; name: string; points: number }[];

/**
 * Reads boards: the top places (hidden members keep their place, so ranks stay true, but are left
 * out of the list) and a member's own place, with the lock date.
 */
export function createLeaderboardReader(db: Queryable, ranks: BoardRanks, clock: () => Date) {
  const readTop = async (board: BoardKey): Promise<TopRows> => {
    // Enough rows that a few hidden members still leave a full list.
    const rows = await db.query<TopRow>(
      `SELECT s.lead_id, s.points, l.name, l.phone_number, l.board_visibility
       FROM standings s JOIN leads l ON l.id = s.lead_id
       WHERE s.challenge_id = $1 AND s.paid = $2
       ORDER BY s.points DESC, s.reached_at, s.lead_id
       LIMIT ${BOARD_TOP * 2}`,
      [board.challengeId, board.paid],
    );
    return rows
      .map((row, index) => ({ row, rank: index + 1 }))
      .filter(({ row }) => row.board_visibility !== 'hidden')
      .slice(0, BOARD_TOP)
      .map(({ row, rank }) => ({
        leadId: row.lead_id,
        rank,
        points: row.points,
        name: boardName({
          name: row.name,
          phone: row.phone_number,
          showName: row.board_visibility === 'name',
        }),
      }));
  };

  const tops = createTtlCache<string, TopRows, BoardKey>(clock, {
    max: 1000,
    ttl: TOP_CACHE_MS,
    fetchMethod: (_key, _stale, { context }) => readTop(context),
  });
  const top = async (board: BoardKey): Promise<TopRows> =>
    (await tops.fetch(`${board.challengeId}:${board.paid}`, { context: board })) ?? [];

  return {
    async read(
      { challengeId, paid }: { challengeId: number | null; paid: boolean },
      callerId: number | null,
    ): Promise<Leaderboard | null> {
      if (challengeId === null) {
        return { challenge_id: null, paid, end_date: null, locked: false, entries: [], me: null };
      }
      const challenge = await findUserChallenge(db, challengeId);
      if (!challenge) return null;
      const board = { challengeId, paid };
      const [rows, me] = await Promise.all([
        top(board),
        callerId === null
          ? null
          : Promise.all([ranks.rank(board, callerId), ranks.points(board, callerId)]),
      ]);
      return {
        challenge_id: challengeId,
        paid,
        end_date: challenge.end_date,
        locked: boardLocked(challenge, clock()),
        entries: rows.map((row) => ({
          rank: row.rank,
          name: row.name,
          points: row.points,
          me: row.leadId === callerId,
        })),
        me: me ? { rank: me[0], points: me[1] } : null,
      };
    },
  };
}

export type LeaderboardReader = ReturnType<typeof createLeaderboardReader>;
