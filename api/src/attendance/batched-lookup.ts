/**
 * Lookups by key that arrive in the same turn of the event loop, or while the previous load is
 * running, are answered by one query (as DataLoader does): under a batch-start spike thousands of
 * marks a second each need their member, and one `WHERE slug = ANY($1)` costs the database about
 * what one lookup did. Nothing is kept once answered: every lookup reads the database afresh.
 */
export interface BatchedLookup<K, V> {
  get(key: K): Promise<V | null>;
}

export function createBatchedLookup<K, V>(
  load: (keys: K[]) => Promise<Map<K, V>>,
  maxBatch = 1000,
  /** Loads running at once; lookups arriving meanwhile gather for the next. */
  maxInFlight = 1,
): BatchedLookup<K, V> {
  const pending = new Map<K, { resolve(value: V | null): void; reject(error: unknown): void }[]>();
  let scheduled = false;
  let inFlight = 0;

  const run = async (batch: typeof pending) => {
    inFlight++;
    try {
      const found = await load([...batch.keys()]);
      for (const [key, waiters] of batch) {
        for (const waiter of waiters) waiter.resolve(found.get(key) ?? null);
      }
    } catch (error) {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
    } finally {
      inFlight--;
      if (pending.size > 0) flush();
    }
  };

  const flush = () => {
    scheduled = false;
    while (pending.size > 0 && inFlight < maxInFlight) {
      const batch: typeof pending = new Map();
      for (const [key, waiters] of pending) {
        if (batch.size === maxBatch) break;
        batch.set(key, waiters);
        pending.delete(key);
      }
      void run(batch);
    }
  };

  return {
    get(key) {
      return new Promise((resolve, reject) => {
        const waiters = pending.get(key);
        if (waiters) waiters.push({ resolve, reject });
        else pending.set(key, [{ resolve, reject }]);
        if (!scheduled) {
          scheduled = true;
          setImmediate(flush);
        }
      });
    },
  };
}
