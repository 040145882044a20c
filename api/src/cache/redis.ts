import { Redis } from 'ioredis';

export interface RedisHandle {
  client: Redis;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Redis is optional and never a reason to be down: commands fail fast instead of queueing while
 * it is unreachable, and the client keeps reconnecting in the background.
 */
export function openRedis(url: string): RedisHandle {
  const client = new Redis(url, {
    lazyConnect: false,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
    // Commands issued in the same turn of the event loop go in one write: at thousands of live
    // ranks a second, one syscall and one reply parse for many instead of one each.
    enableAutoPipelining: true,
  });
  // Connection errors surface through ping(); an unhandled 'error' event would crash the process.
  client.on('error', () => undefined);
  return {
    client,
    ping: async () => {
      try {
        return (await client.ping()) === 'PONG';
      } catch {
        return false;
      }
    },
    close: async () => {
      client.disconnect();
    },
  };
}
