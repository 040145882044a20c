import { boardMember, pointsOfScore, standingScore } from '@yoga/shared/domain';
import type { Redis } from 'ioredis';
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
  /** Carries refreshed standings to Redis (the database has them already). */
  apply(changes: readonly StandingChange[]): Promise<void>;
  /** Rebuilds the boards Redis is missing; resolves when done. */
  ensureBoards(): Promise<void>;
  close(): void;
}

/** The rank from the database alone. */
export async function rankFromDatabase(
  db: Queryable,
  board: BoardKey,
  leadId: number,
): Promise<number | null> {
  const [row] = await db.query<{ rank: number }>(
    `WITH me AS (
       SELECT points, reached_at FROM standings
       WHERE challenge_id = $1 AND lead_id = $2 AND paid = $3
     )
     SELECT (
       1
       + (SELECT COALESCE(sum(c.members), 0) FROM standing_counts c
          WHERE c.challenge_id = $1 AND c.paid = $3 AND c.points > me.points)
       + (SELECT count(*) FROM standings s
          WHERE s.challenge_id = $1 AND s.paid = $3 AND s.points = me.points
            AND (s.reached_at, s.lead_id) < (me.reached_at, $2))
     )::int AS rank
     FROM me`,
    [board.challengeId, leadId, board.paid],
  );
  return row?.rank ?? null;
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

export function databaseRanks(db: Queryable): BoardRanks {
  return {
    rank: (board, leadId) => rankFromDatabase(db, board, leadId),
    points: (board, leadId) => pointsFromDatabase(db, board, leadId),
    apply: async () => undefined,
    ensureBoards: async () => undefined,
    close: () => undefined,
  };
}

const REBUILD_PAGE = 5000;
const READY_CHECK_MS = 30_000;

export interface RedisRanksOptions {
  log?: { warn(object: unknown, message: string): void };
  /** Where the sets live in Redis ("lb"); tests sharing one Redis each take their own. */
  keyPrefix?: string;
}

/** Ranks from Redis sorted sets, falling back to the database whenever Redis cannot answer. */
export function redisRanks(
  db: Queryable,
  redis: Redis,
  { log, keyPrefix = 'lb' }: RedisRanksOptions = {},
): BoardRanks {
  const boardKey = (board: BoardKey) =>
    `${keyPrefix}:${board.challengeId}:${board.paid ? 'paid' : 'free'}`;
  const readyKey = (board: BoardKey) => `${boardKey(board)}:ready`;
  const lockKey = (board: BoardKey) => `${boardKey(board)}:lock`;
  const fallback = databaseRanks(db);
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
