import type { Database } from '../db/database';
import type { FactChange } from '../db/fact-changes';
import type { BoardRanks } from './board-ranks';
import { refreshStandings } from './standings-store';

/**
 * Keeps standings current "within seconds" of a change: members whose attendance or referrals
 * changed are noted, and every `intervalMs` the noted ones are recomputed together in one
 * transaction, their inviters with them. A mark spike of thousands a second becomes a few
 * refreshes a second.
 */
export interface StandingsRefresher {
  /** Notes the members a change names; every member of the challenge when it names them all. */
  note(change: FactChange): void;
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
  /** Challenges whose members are all to be refreshed; looked up by the next run. */
  const dirtyChallenges = new Set<number>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let closed = false;

  const schedule = (delay = intervalMs) => {
    if (timer || running || closed || (dirty.size === 0 && dirtyChallenges.size === 0)) return;
    timer = setTimeout(run, delay);
  };

  /** The noted challenges' members join the noted members; a failed lookup is tried again. */
  const expandChallenges = async () => {
    for (const challengeId of [...dirtyChallenges]) {
      const rows = await db.query<{ id: number }>(
        'SELECT id FROM leads WHERE active_challenge_id = $1',
        [challengeId],
      );
      for (const row of rows) dirty.add(row.id);
      dirtyChallenges.delete(challengeId);
    }
  };

  const run = () => {
    timer = null;
    let batch: number[] = [];
    running = expandChallenges()
      .then(() => {
        batch = [...dirty].slice(0, maxBatch);
        for (const id of batch) dirty.delete(id);
        return batch.length === 0 ? [] : refreshStandings(db, batch, clock());
      })
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
    note(change) {
      if (change.members === 'all') dirtyChallenges.add(change.challengeId);
      else for (const id of change.members) dirty.add(id);
      schedule();
    },
    // A deadline in real time, not the app's clock: it bounds how long a caller waits.
    async settle(withinMs = 10_000) {
      const until = Date.now() + withinMs;
      const pending = () => dirty.size > 0 || dirtyChallenges.size > 0 || running || timer;
      while (pending() && Date.now() < until) {
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
