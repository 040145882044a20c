import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TokenService } from '../services/auth/tokens';
import { HttpError, notFound } from './errors';

/** Who is calling: a signed-in member, product ops (OPS_TOKEN), or nobody. */
export type Caller = { kind: 'member'; leadId: number; phone: string } | { kind: 'ops' };

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
    /** True when a bearer token was sent but was not valid (expired, forged, malformed). */
    badToken: boolean;
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

export function bearerOf(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/** Compared as digests so the comparison takes the same time whatever the token. */
export function createOpsTokenCheck(opsToken: string | null): (token: string) => boolean {
  const expected = opsToken ? digest(opsToken) : null;
  return (token) => expected !== null && timingSafeEqual(digest(token), expected);
}

export function registerCallerResolution(
  app: FastifyInstance,
  { tokens, opsToken }: { tokens: TokenService; opsToken: string | null },
): void {
  const isOps = createOpsTokenCheck(opsToken);
  app.decorateRequest('caller', null);
  app.decorateRequest('badToken', false);
  app.addHook('onRequest', async (request) => {
    const token = bearerOf(request);
    if (!token) return;
    if (isOps(token)) {
      request.caller = { kind: 'ops' };
      return;
    }
    const claims = tokens.verifyAccess(token);
    const leadId = claims ? Number(claims.sub) : NaN;
    if (claims && Number.isInteger(leadId))
      request.caller = { kind: 'member', leadId, phone: claims.phone };
    else request.badToken = true;
  });
}

/** preHandler for routes that need a signed-in caller. */
export async function requireCaller(request: FastifyRequest): Promise<void> {
  if (request.caller) return;
  throw new HttpError(
    401,
    request.badToken ? 'Your session has expired. Please sign in again.' : 'Please sign in first.',
  );
}

export function requireMember(request: FastifyRequest): { leadId: number; phone: string } {
  const caller = request.caller;
  if (caller?.kind === 'member') return caller;
  throw new HttpError(
    caller ? 403 : 401,
    caller ? 'This needs a member session.' : 'Please sign in first.',
  );
}

/**
 * The member a route names, if the caller may see it: ownership is checked first, so a missing
 * member and another member's record look the same (403) to a member.
 */
export function ownedMember<T extends { id: number }>(
  request: FastifyRequest,
  member: T | null,
): T {
  assertMayAccess(request, { id: member?.id ?? -1 });
  if (!member) throw notFound('No such member.');
  return member;
}

/** Routes that name a member answer only to that member or to ops. */
export function assertMayAccess(request: FastifyRequest, owner: { id: number }): void {
  const caller = request.caller;
  if (!caller) throw new HttpError(401, 'Please sign in first.');
  if (caller.kind === 'ops' || caller.leadId === owner.id) return;
  throw new HttpError(403, 'You can only see your own details.');
}
