import { LRUCache } from 'lru-cache';

/** lru-cache keeps neither null nor undefined as a key or value (an absent value is a miss). */
type Present = NonNullable<unknown>;

export interface TtlCacheOptions<K extends Present, V extends Present, C> {
  /** The most entries kept; the least recently used go first. */
  max: number;
  /** How long an entry is fresh, by `clock`; a fetch may set its own (`options.ttl`). */
  ttl: number;
  /** Loads a missing or stale entry; callers asking together share one load. */
  fetchMethod: LRUCache.Fetcher<K, V, C>;
}

/**
 * A cache whose entries age by the app's clock, so tests move time instead of sleeping, and every
 * cache of the process ages alike.
 *
 * Forgetting an entry (`delete`, `clear`) while it loads does not fail the callers already
 * waiting on that load: they get its answer, which is not kept; later callers load afresh.
 */
export function createTtlCache<K extends Present, V extends Present, C = unknown>(
  clock: () => Date,
  { max, ttl, fetchMethod }: TtlCacheOptions<K, V, C>,
): LRUCache<K, V, C> {
  return new LRUCache<K, V, C>({
    max,
    ttl,
    fetchMethod,
    perf: { now: () => clock().getTime() },
    // lru-cache otherwise reuses one reading of the clock for a millisecond of real time, and
    // would miss a test's move made within it.
    ttlResolution: 0,
    ignoreFetchAbort: true,
  });
}
