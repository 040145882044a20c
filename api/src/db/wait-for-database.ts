import type { Queryable } from './database';
import { DatabaseUnavailable } from './database-unavailable';

export class DatabaseNotReachable extends Error {}

export interface WaitOptions {
  /** How long to keep trying before giving up. */
  waitMs: number;
  /** Pause between tries. */
  intervalMs?: number;
  log: (line: string) => void;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * At start the database may still be coming up (a container starting beside the API, a failover):
 * ask until it answers, saying each time why not, instead of exiting on the first refusal. An
 * error that is not about reaching the server (bad password, no such database) will not go away
 * by waiting and is thrown at once.
 */
export async function waitForDatabase(
  db: Queryable,
  {
    waitMs,
    intervalMs = 2000,
    log,
    sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  }: WaitOptions,
): Promise<void> {
  const attempts = Math.max(1, Math.floor(waitMs / intervalMs) + 1);
  for (let attempt = 1; ; attempt++) {
    try {
      await db.query('SELECT 1');
      if (attempt > 1) log(`Database reachable after ${attempt} attempts.`);
      return;
    } catch (error) {
      const reason = error instanceof DatabaseUnavailable ? error.reason : null;
      if (reason === null) throw error;
      if (attempt >= attempts) {
        throw new DatabaseNotReachable(
          `the database did not answer within ${Math.round(waitMs / 1000)} s (${reason}). Is it running, and is DATABASE_URL right?`,
        );
      }
      log(
        `Database not reachable (${reason}); trying again in ${intervalMs / 1000} s (attempt ${attempt} of ${attempts}).`,
      );
      await sleep(intervalMs);
    }
  }
}
