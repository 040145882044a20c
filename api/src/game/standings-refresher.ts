import type { Database } from '../db/database';
import type { BoardRanks } from './board-ranks';
import { refreshStandings } from './standings-store';

/**
 * Keeps standings current "within seconds" of a change: members whose attendance or referrals
 * changed are noted, and every `intervalMs` the noted ones are recomputed together in one
 * transaction, their inviters with them. A mark spike of thousands a second becomes a few
 * refreshes a second.
 */
export interface StandingsRefresher {
  touch(leadIds: readonly number[]): void;
  /** Notes every member of a challenge (its rules or levels changed). */
  touchChallenge(challengeId: number): Promise<void>;
  /**
   * Resolves once everything noted so far is refreshed (tests, shutdown), or after `withinMs`
   * when the database keeps refusing (what is left is refreshed by the next change or start).
   */
  settle(withinMs?: number): Promise<void>;
  close(): Promise<void>;
}

export interface RefresherOptions {
  intervalMs?: number;
  /** The most members one refresh takes. */
  maxBatch?: number;
  clock?: () => Date;
  log?: { warn(object: unknown, message: string): void };
}

const RETRY_MS = 2000;

export function createStandingsRefresher(
  db: Database,
  ranks: BoardRanks,
  { intervalMs = 250, maxBatch = 500, clock = () => new Date(), log }: RefresherOptions = {},
): StandingsRefresher {
  const dirty = new Set<number>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let closed = false;

  const schedule = (delay = intervalMs) => {
    if (timer || running || closed || dirty.size === 0) return;
    timer = setTimeout(run, delay);
  };

  const run = () => {
    timer = null;
    const batch = [...dirty].slice(0, maxBatch);
    for (const id of batch) dirty.delete(id);
    running = refreshStandings(db, batch, clock())
      .then((changes) => ranks.apply(changes))
      .then(() => {
        running = null;
        schedule(0);
      })
      .catch((error: unknown) => {
        log?.warn({ err: error, members: batch.length }, 'standings refresh failed; retrying');
        for (const id of batch) dirty.add(id);
        running = null;
        schedule(RETRY_MS);
      });
  };

  return {
    touch(leadIds) {
      for (const id of leadIds) dirty.add(id);
      schedule();
    },
    async touchChallenge(challengeId) {
      const rows = await db.query<{ id: number }>(
        'SELECT id FROM leads WHERE active_challenge_id = $1',
        [challengeId],
      );
      for (const row of rows) dirty.add(row.id);
      schedule();
    },
    async settle(withinMs = 10_000) {
      const until = Date.now() + withinMs;
      while ((dirty.size > 0 || running || timer) && Date.now() < until) {
        if (timer) {
          clearTimeout(timer);
          timer = null;
          run();
        }
        await (running ?? new Promise((resolve) => setTimeout(resolve, 5)));
      }
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
