import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { RedisHandle } from '../cache/redis';
import type { Database } from '../db/database';

const StoreState = Type.Union([
  Type.Literal('up'),
  Type.Literal('down'),
  Type.Literal('not configured'),
]);

/** Liveness never touches a store; readiness says which stores answer. */
export function registerHealthRoutes(
  app: FastifyInstance,
  { db, redis }: { db: Database; redis: RedisHandle | null },
): void {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers',
        response: { 200: Type.Object({ status: Type.Literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: 200 while the database answers (Redis down only degrades)',
        response: {
          '2xx': Type.Object({
            status: Type.Union([Type.Literal('ready'), Type.Literal('degraded')]),
            stores: Type.Object({ database: StoreState, redis: StoreState }),
          }),
          503: Type.Object({
            status: Type.Literal('unavailable'),
            stores: Type.Object({ database: StoreState, redis: StoreState }),
          }),
        },
      },
    },
    async (_request, reply) => {
      const [databaseUp, redisUp] = await Promise.all([db.ping(), redis ? redis.ping() : null]);
      const stores = {
        database: databaseUp ? ('up' as const) : ('down' as const),
        redis:
          redisUp === null
            ? ('not configured' as const)
            : redisUp
              ? ('up' as const)
              : ('down' as const),
      };
      if (!databaseUp) return reply.status(503).send({ status: 'unavailable' as const, stores });
      return {
        status: stores.redis === 'down' ? ('degraded' as const) : ('ready' as const),
        stores,
      };
    },
  );
}
