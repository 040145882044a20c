import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { createLimiter } from '../cache/limiter';
import { clientNetwork } from '../http/client-network';
import { HttpError, notFound } from '../http/errors';
import type { TokenService } from './tokens';

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

/** Failed authentications are counted per client network over this window. */
export const AUTH_FAILURE_WINDOW_MS = 15 * 60_000;

/**
 * Resolves who is calling from the bearer token. A valid token, a member's or the ops token,
 * always passes: only bad ones are counted against the client network, so guessers sharing a
 * network (an office, a carrier address) with ops or members never lock them out. After
 * `failuresPerIp` forged or wrong tokens in the window, further bad ones answer 429 at once. An
 * expired member token is not a guess and is not counted, so members renewing their sessions
 * never lock each other out. What keeps the ops token from being guessed is its length (32+
 * characters, checked at start), not this limit (docs/decisions/0020-tokens-before-input.md).
 */
export function registerCallerResolution(
  app: FastifyInstance,
  {
    tokens,
    opsToken,
    redis,
    failuresPerIp,
  }: { tokens: TokenService; opsToken: string | null; redis: Redis | null; failuresPerIp: number },
): void {
  const isOps = createOpsTokenCheck(opsToken);
  const failures = createLimiter(
    { keyPrefix: 'auth-failures', points: failuresPerIp, durationMs: AUTH_FAILURE_WINDOW_MS },
    redis,
  );
  const tooMany = (msBeforeNext: number) =>
    new HttpError(
      429,
      'rate_limited',
      'Too many failed sign-in attempts from your network. Please try later.',
      { retryAfterSeconds: Math.max(1, Math.ceil(msBeforeNext / 1000)) },
    );
  app.decorateRequest('caller', null);
  app.decorateRequest('badToken', false);
  app.addHook('onRequest', async (request) => {
    const token = bearerOf(request);
    if (!token) return;
    const check = tokens.verifyAccess(token);
    if ('claims' in check) {
      const leadId = Number(check.claims.sub);
      if (Number.isInteger(leadId)) {
        request.caller = { kind: 'member', leadId, phone: check.claims.phone };
        return;
      }
    } else if (check.rejected === 'expired') {
      request.badToken = true;
      return;
    }
    if (isOps(token)) {
      request.caller = { kind: 'ops' };
      return;
    }
    request.badToken = true;
    try {
      await failures.consume(clientNetwork(request.ip));
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw tooMany(rejection.msBeforeNext);
      throw rejection;
    }
  });
}

/**
 * A valid token whose member is gone (erased, merged) or whose refresh family was revoked: the
 * session has ended, so the client signs in again rather than retrying.
 */
export const sessionEnded = (): HttpError =>
  new HttpError(401, 'session_expired', 'Your session has ended. Please sign in again.');

/** A token that did not pass is most often a session that ran out, so say so, not "sign in". */
const signInNeeded = (request: FastifyRequest) =>
  request.badToken
    ? new HttpError(401, 'session_expired', 'Your session has expired. Please sign in again.')
    : new HttpError(401, 'sign_in_required', 'Please sign in first.');

/**
 * Guard of routes that need a signed-in caller, a member or ops. Whichever request hook a route
 * lists it in, it runs in onRequest, before the body is read (security/route-guards.ts).
 */
export async function requireCaller(request: FastifyRequest): Promise<void> {
  if (request.caller) return;
  throw signInNeeded(request);
}

/** Guard of routes only a member may call (their own records): 401 without a session, 403 for ops. */
export async function requireSignedInMember(request: FastifyRequest): Promise<void> {
  requireMember(request);
}

export function requireMember(request: FastifyRequest): { leadId: number; phone: string } {
  const caller = request.caller;
  if (caller?.kind === 'member') return caller;
  throw caller
    ? new HttpError(403, 'forbidden', 'This needs a member session.')
    : signInNeeded(request);
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
  if (!caller) throw new HttpError(401, 'sign_in_required', 'Please sign in first.');
  if (caller.kind === 'ops' || caller.leadId === owner.id) return;
  throw new HttpError(403, 'forbidden', 'You can only see your own details.');
}

/** Routes that name a member by phone (addresses, live points and rank): that member or ops. */
export function assertMayAccessPhone(request: FastifyRequest, phone: string): void {
  const caller = request.caller;
  if (!caller) throw new HttpError(401, 'sign_in_required', 'Please sign in first.');
  if (caller.kind === 'member' && caller.phone !== phone) {
    throw new HttpError(403, 'forbidden', 'You can only see your own details.');
  }
}

/**
 * Ops' reason for changing a member's data through a route the member uses too: required from
 * ops (a 400 naming `reason`, nothing changed), none for a member's own change.
 */
export function opsChangeReason(
  request: FastifyRequest,
  reason: string | undefined,
): string | null {
  if (request.caller?.kind !== 'ops') return null;
  const given = reason?.trim() ?? '';
  if (given.length < 3) {
    throw new HttpError(400, 'invalid_input', "Say why you change this member's data.", {
      field: 'reason',
    });
  }
  return given;
}
