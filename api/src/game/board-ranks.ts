import { boardMember, pointsOfScore, standingScore } from '@yoga/shared/domain';
import type { Redis } from 'ioredis';
import { createTtlCache } from '../cache/ttl-cache';
import type { Queryable } from '../db/database';
import { epochMs } from './game-facts';
import type { BoardKey, StandingChange } from './standings-store';

/**
 * Ranks and points on a board, by member. With Redis: a sorted set per board, updated on every
 * change and rebuilt from the database when missing. Without it (or while it is rebuilt, or down):
 * the members-per-points table summed above the member's points, plus an index range within their
 * tie. Neither counts the board's members per request.
 */
export interface BoardRanks {
  rank(board: BoardKey, leadId: number): Promise<number | null>;
  points(board: BoardKey, leadId: number): Promise<number>;
  /**
   * Takes refreshed standings in (the database has them already): to the Redis sets, and out of
   * the process's copy of the members-per-points rows.
   */
  apply(changes: readonly StandingChange[]): Promise<void>;
  /** Rebuilds the boards Redis is missing; resolves when done. */
  ensureBoards(): Promise<void>;
  close(): void;
}

/**
 * How long a process trusts its copy of a board's members-per-points: changes this process makes
 * replace it at once, changes by other processes show within this.
 */
const COUNTS_TTL_MS = 1000;

/** For a board's members-per-points rows: how many members have more points than `points`. */
export function membersAbove(rows: readonly { points: number; members: number }[]) {
  const byPointsDown = [...rows].sort((a, b) => b.points - a.points);
  const before: number[] = [];
  let sum = 0;
  for (const row of byPointsDown) {
    before.push(sum);
    sum += row.members;
  }
  return (points: number): number => {
    // The first row at or below `points`; everyone before it has more.
    let low = 0;
    let high = byPointsDown.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((byPointsDown[middle]?.points ?? 0) > points) low = middle + 1;
      else high = middle;
    }
    return low < byPointsDown.length ? (before[low] ?? 0) : sum;
  };
}

export async function pointsFromDatabase(
  db: Queryable,
  board: BoardKey,
  leadId: number,
): Promise<number> {
  const [row] = await db.query<{ points: number }>(
    'SELECT points FROM standings WHERE challenge_id = $1 AND lead_id = $2 AND paid = $3',
    [board.challengeId, leadId, board.paid],
  );
  return row?.points ?? 0;
}

/**
 * Ranks from the database alone: one query per rank (the member's points, and how many on the
 * same points got there first: an index range), plus the members above those points from the
 * board's members-per-points rows, which the process keeps for a second.
 */
export function databaseRanks(db: Queryable, clock: () => Date): BoardRanks {
  const counts = createTtlCache<string, (points: number) => number, BoardKey>(clock, {
    max: 1000,
    ttl: COUNTS_TTL_MS,
    fetchMethod: async (_key, _stale, { context: board }) =>
      membersAbove(
        await db.query<{ points: number; members: number }>(
          `SELECT points, members FROM standing_counts
           WHERE challenge_id = $1 AND paid = $2 AND members > 0`,
          [board.challengeId, board.paid],
        ),
      ),
  });
  const keyOf = (board: BoardKey) => `${board.challengeId}:${board.paid}`;
  const aboveOn = async (board: BoardKey) =>
    (await counts.fetch(keyOf(board), { context: board })) ?? membersAbove([]);
  return {
    async rank(board, leadId) {
      const [[me], above] = await Promise.all([
        db.query<{ points: number; ahead: number }>(
          `SELECT s.points,
                  (SELECT count(*) FROM standings t
                   WHERE t.challenge_id = $1 AND t.paid = $3 AND t.points = s.points
                     AND (t.reached_at, t.lead_id) < (s.reached_at, s.lead_id))::int AS ahead
           FROM standings s WHERE s.challenge_id = $1 AND s.lead_id = $2 AND s.paid = $3`,
          [board.challengeId, leadId, board.paid],
        ),
        aboveOn(board),
      ]);
      return me ? 1 + above(me.points) + me.ahead : null;
    },
    points: (board, leadId) => pointsFromDatabase(db, board, leadId),
    async apply(changes) {
      for (const { before, after } of changes) {
        if (before) counts.delete(keyOf(before));
        if (after) counts.delete(keyOf(after));
      }
    },
    ensureBoards: async () => undefined,
    close: () => undefined,
  };
}

const REBUILD_PAGE = 5000;
const READY_CHECK_MS = 30_000;

export interface RedisRanksOptions {
  /** Ages the database fallback's cached counts. */
  clock: () => Date;
  log?: { warn(object: unknown, message: string): void };
  /** Where the sets live in Redis ("lb"); tests sharing one Redis each take their own. */
  keyPrefix?: string;
}

/** Ranks from Redis sorted sets, falling back to the database whenever Redis cannot answer. */
export function redisRanks(
  db: Queryable,
  redis: Redis,
  { clock, log, keyPrefix = 'lb' }: RedisRanksOptions,
): BoardRanks {
  const boardKey = (board: BoardKey) =>
    `${keyPrefix}:${board.challengeId}:${board.paid ? 'paid' : 'free'}`;
  const readyKey = (board: BoardKey) => `${boardKey(board)}:ready`;
  const lockKey = (board: BoardKey) => `${boardKey(board)}:lock`;
  const fallback = databaseRanks(db, clock);
  const ready = new Set<string>();
  const rebuilding = new Map<string, Promise<void>>();

  const boards = async (): Promise<BoardKey[]> => {
    const rows = await db.query<{ challenge_id: number; paid: boolean }>(
      'SELECT DISTINCT challenge_id, paid FROM standing_counts',
    );
    return rows.map((row) => ({ challengeId: row.challenge_id, paid: row.paid }));
  };

  /**
   * Fills the board's set from the database. Writes only raise scores (ZADD GT), so a change a
   * refresh wrote meanwhile is not undone by an older page; changes made since the start are
   * written again at the end, which also carries any lowered score.
   */
  const rebuild = async (board: BoardKey): Promise<void> => {
    const key = boardKey(board);
    const locked = await redis.set(lockKey(board), '1', 'PX', 120_000, 'NX');
    if (locked !== 'OK') return;
    try {
      const [{ started_ms } = { started_ms: Date.now() }] = await db.query<{
        started_ms: number;
      }>(`SELECT ${epochMs('now()')} AS started_ms`);
      let after = 0;
      for (;;) {
        const rows = await db.query<{ lead_id: number; points: number; reached_ms: number }>(
          `SELECT lead_id, points, ${epochMs('reached_at')} AS reached_ms FROM standings
           WHERE challenge_id = $1 AND paid = $2 AND lead_id > $3
           ORDER BY lead_id LIMIT ${REBUILD_PAGE}`,
          [board.challengeId, board.paid, after],
        );
        if (rows.length === 0) break;
        const args: (string | number)[] = [];
        for (const row of rows) {
          args.push(standingScore(row.points, new Date(row.reached_ms)), boardMember(row.lead_id));
        }
        await redis.zadd(key, 'GT', ...args);
        after = rows[rows.length - 1]?.lead_id ?? after;
      }
      const since = await db.query<{ lead_id: number; points: number; reached_ms: number }>(
        `SELECT lead_id, points, ${epochMs('reached_at')} AS reached_ms FROM standings
         WHERE challenge_id = $1 AND paid = $2 AND updated_at >= to_timestamp($3 / 1000.0)`,
        [board.challengeId, board.paid, started_ms],
      );
      if (since.length > 0) {
        await redis.zadd(
          key,
          ...since.flatMap((row) => [
            standingScore(row.points, new Date(row.reached_ms)),
            boardMember(row.lead_id),
          ]),
        );
      }
      await redis.set(readyKey(board), '1');
      ready.add(key);
    } finally {
      await redis.del(lockKey(board));
    }
  };

  const ensureBoard = (board: BoardKey): Promise<void> => {
    const key = boardKey(board);
    const running = rebuilding.get(key);
    if (running) return running;
    const work = (async () => {
      if ((await redis.exists(readyKey(board))) === 1) {
        ready.add(key);
        return;
      }
      ready.delete(key);
      await rebuild(board);
    })()
      .catch((error: unknown) =>
        log?.warn({ err: error, board: key }, 'leaderboard rebuild failed'),
      )
      .finally(() => rebuilding.delete(key));
    rebuilding.set(key, work);
    return work;
  };

  const ensureBoards = async () => {
    try {
      await Promise.all((await boards()).map(ensureBoard));
    } catch (error) {
      log?.warn({ err: error }, 'leaderboard boards could not be checked');
    }
  };

  // Redis may lose the sets (a restart without persistence): look again now and then.
  const timer = setInterval(() => {
    ready.clear();
    void ensureBoards();
  }, READY_CHECK_MS);
  timer.unref();

  return {
    async rank(board, leadId) {
      const key = boardKey(board);
      if (ready.has(key)) {
        try {
          const rank = await redis.zrevrank(key, boardMember(leadId));
          return rank === null ? null : rank + 1;
        } catch {
          // Redis down is degraded, not down: the database answers.
        }
      }
      return fallback.rank(board, leadId);
    },
    async points(board, leadId) {
      const key = boardKey(board);
      if (ready.has(key)) {
        try {
          const score = await redis.zscore(key, boardMember(leadId));
          return score === null ? 0 : pointsOfScore(Number(score));
        } catch {
          // As for ranks.
        }
      }
      return fallback.points(board, leadId);
    },
    async apply(changes) {
      await fallback.apply(changes);
      if (changes.length === 0) return;
      const pipeline = redis.pipeline();
      const touched = new Map<string, BoardKey>();
      for (const { leadId, before, after } of changes) {
        if (before && (!after || boardKey(before) !== boardKey(after))) {
          pipeline.zrem(boardKey(before), boardMember(leadId));
        }
        if (after) {
          pipeline.zadd(
            boardKey(after),
            standingScore(after.points, after.reachedAt),
            boardMember(leadId),
          );
          touched.set(boardKey(after), after);
        }
      }
      try {
        await pipeline.exec();
      } catch (error) {
        // The sets missed this change: rebuild them rather than answer stale ranks.
        log?.warn({ err: error }, 'leaderboard update missed Redis');
        for (const key of touched.keys()) ready.delete(key);
        await redis.del(...[...touched.values()].map(readyKey)).catch(() => undefined);
        return;
      }
      // A board new to this process is checked, and rebuilt when Redis lacks it.
      for (const [key, board] of touched) {
        if (!ready.has(key) && !rebuilding.has(key)) void ensureBoard(board);
      }
    },
    ensureBoards,
    close: () => clearInterval(timer),
  };
}
