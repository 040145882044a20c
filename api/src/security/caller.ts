import { createHash, timingSafeEqual } from 'node:crypto';
import type { OpsRole } from '@yoga/shared/domain';
import type { OpsPerson } from '@yoga/shared/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { createLimiter } from '../cache/limiter';
import { clientNetwork } from '../http/client-network';
import type { Queryable } from '../db/database';
import { HttpError, notFound } from '../http/errors';
import { findOpsPersonById } from './ops-people';
import type { TokenService } from './tokens';

/**
 * Who is calling: a signed-in member, product ops, or nobody. Ops are a signed-in ops person
 * with their roles as they stand now, or `person: null` for the deployment's OPS_TOKEN (scripts),
 * which may do what every role may.
 */
export type Caller =
  { kind: 'member'; leadId: number; phone: string } | { kind: 'ops'; person: OpsPerson | null };

/** Whether the caller is ops holding `role` (the deployment's token holds them all). */
export function opsMay(caller: Caller | null, role: OpsRole): boolean {
  if (caller?.kind !== 'ops') return false;
  return caller.person === null || caller.person.roles.includes(role);
}

/** An ops caller without the role a route needs. */
export const opsRoleNeeded = (role: OpsRole): HttpError =>
  new HttpError(403, 'forbidden', `This needs the ops role "${role}".`);

/** How an ops caller is named in the records they leave: the person, or the scripts' token. */
export function opsActor(caller: Caller | null): string {
  if (caller?.kind !== 'ops') throw new Error('opsActor asked of a caller who is not ops');
  return caller.person ? `ops:${caller.person.id}` : 'ops';
}

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
    db,
    tokens,
    opsToken,
    redis,
    failuresPerIp,
  }: {
    db: Queryable;
    tokens: TokenService;
    opsToken: string | null;
    redis: Redis | null;
    failuresPerIp: number;
  },
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
    const opsCheck = tokens.verifyOpsAccess(token);
    if ('personId' in opsCheck) {
      // Roles are read on every request, so a person removed or changed by an admin has their
      // console follow at once; a removed person's token is a session that has ended.
      const person = await findOpsPersonById(db, opsCheck.personId);
      if (!person) throw sessionEnded();
      request.caller = { kind: 'ops', person };
      return;
    }
    if (opsCheck.rejected === 'expired') {
      request.badToken = true;
      return;
    }
    if (isOps(token)) {
      request.caller = { kind: 'ops', person: null };
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
 * Guard of routes that need a signed-in caller, a member or ops' support. Whichever request hook a route
 * lists it in, it runs in onRequest, before the body is read (security/route-guards.ts).
 */
export async function requireCaller(request: FastifyRequest): Promise<void> {
  const caller = request.caller;
  if (!caller) throw signInNeeded(request);
  // These routes are members' own; of ops, support look after members' data (issue 28).
  if (caller.kind === 'ops' && !opsMay(caller, 'support')) throw opsRoleNeeded('support');
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

const notYours = () => new HttpError(403, 'forbidden', 'You can only see your own details.');

/** Routes that name a member answer only to that member or to ops' support. */
export function assertMayAccess(request: FastifyRequest, owner: { id: number }): void {
  const caller = request.caller;
  if (!caller) throw new HttpError(401, 'sign_in_required', 'Please sign in first.');
  if (caller.kind === 'ops' ? opsMay(caller, 'support') : caller.leadId === owner.id) return;
  throw notYours();
}

/** Routes that name a member by phone (addresses, live points and rank): that member or support. */
export function assertMayAccessPhone(request: FastifyRequest, phone: string): void {
  const caller = request.caller;
  if (!caller) throw new HttpError(401, 'sign_in_required', 'Please sign in first.');
  if (caller.kind === 'ops' ? opsMay(caller, 'support') : caller.phone === phone) return;
  throw notYours();
}

/** Who in ops made a change (to a member's data, to content), and why: kept beside the change. */
export interface OpsChange {
  actor: string;
  reason: string;
}

/**
 * Ops' reason for changing a member's data through a route the member uses too: required from
 * ops (a 400 naming `reason`, nothing changed), none for a member's own change (null).
 */
export function opsChange(request: FastifyRequest, reason: string | undefined): OpsChange | null {
  if (request.caller?.kind !== 'ops') return null;
  const given = reason?.trim() ?? '';
  if (given.length < 3) {
    throw new HttpError(400, 'invalid_input', "Say why you change this member's data.", {
      field: 'reason',
    });
  }
  return { actor: opsActor(request.caller), reason: given };
}
