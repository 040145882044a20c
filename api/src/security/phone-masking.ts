import { maskPhone } from '@yoga/shared/domain';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers phone numbers that are not members' (staff's) or are revealed on purpose. */
    unmaskedPhones?: boolean;
  }
}

/** Route config of a route whose phone numbers ops people see whole. */
export const UNMASKED_PHONES = { unmaskedPhones: true } as const;

/** Every route a plugin registers from now on answers its phone numbers whole (the team's own). */
export function unmaskPhonesOfEveryRoute(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, ...UNMASKED_PHONES };
  });
}

const PHONE_FIELDS = new Set(['phone_number', 'phone']);

function masked(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(masked);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      PHONE_FIELDS.has(key) && typeof field === 'string' && field.startsWith('+')
        ? maskPhone(field.replace(/\s/g, ''))
        : masked(field),
    ]),
  );
}

/**
 * Issue 28: an ops person sees members' phone numbers masked (+91******3210) in every answer,
 * whatever the route; seeing one whole is `POST user/ops/members/{id}/phone`, with a reason the
 * member reads. One hook for every route, so a route added later cannot forget it. The
 * deployment's token (scripts) and the member themselves see numbers whole.
 *
 * The answer is masked once serialized: a response schema may check a number's pattern (an
 * address's, inside a nullable), which a masked number would fail. Ops answers are few, so
 * reading the JSON back costs members nothing.
 */
export function registerPhoneMasking(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const caller = request.caller;
    if (caller?.kind !== 'ops' || caller.person === null) return payload;
    if (request.routeOptions.config.unmaskedPhones) return payload;
    if (typeof payload !== 'string' || !isJson(reply.getHeader('content-type'))) return payload;
    return JSON.stringify(masked(JSON.parse(payload)));
  });
}

const isJson = (type: unknown) => typeof type === 'string' && type.startsWith('application/json');
