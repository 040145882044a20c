/**
 * Lookups by key that arrive in the same turn of the event loop are answered by one query (as
 * DataLoader does): under a batch-start spike, thousands of marks a second each need their
 * member, and one `WHERE slug = ANY($1)` per turn costs the database what one lookup did.
 * Nothing is kept once answered: every lookup reads the database afresh.
 */
export interface BatchedLookup<K, V> {
  get(key: K): Promise<V | null>;
}

export function createBatchedLookup<K, V>(
  load: (keys: K[]) => Promise<Map<K, V>>,
  maxBatch = 1000,
): BatchedLookup<K, V> {
  let pending = new Map<K, { resolve(value: V | null): void; reject(error: unknown): void }[]>();
  let scheduled = false;

  const run = async (batch: typeof pending) => {
    try {
      const found = await load([...batch.keys()]);
      for (const [key, waiters] of batch) {
        for (const waiter of waiters) waiter.resolve(found.get(key) ?? null);
      }
    } catch (error) {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
    }
  };

  const flush = () => {
    scheduled = false;
    const all = pending;
    pending = new Map();
    let batch: typeof pending = new Map();
    for (const [key, waiters] of all) {
      batch.set(key, waiters);
      if (batch.size === maxBatch) {
        void run(batch);
        batch = new Map();
      }
    }
    if (batch.size > 0) void run(batch);
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
