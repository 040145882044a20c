import { SESSION_TOKEN_COOKIE } from '@yoga/shared/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cookieValue } from './request-cookie';

/** The lead service's "the signed-in member's lead" (spec `lead/get`), as the shell asks it. */
const LEAD_OF_SESSION = '/api/lead/lead/get';
/** A JWT far longer than ours is not one; it is not worth a request. */
const LONGEST_TOKEN = 4096;

/**
 * The lead of the session a page was asked with, for the page's HTML (decision 0048): without it
 * the shell's first request is this very read, and every member page waits one more round trip
 * for it before its remote may start. It is asked of the lead service's own route with the
 * session cookie as its bearer token and the caller's address, so the page can carry nothing the
 * member could not read through the API at that moment, under the same checks and limits. Any
 * answer but 200 (no session, an expired token, a limit) leaves the page without it, and the
 * shell asks as before.
 */
export async function pageLead(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<unknown | null> {
  const token = cookieValue(request.headers.cookie, SESSION_TOKEN_COOKIE);
  if (!token || token.length > LONGEST_TOKEN || !/^[\w.-]+$/.test(token)) return null;
  const answer = await app.inject({
    method: 'GET',
    url: LEAD_OF_SESSION,
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: request.ip,
  });
  return answer.statusCode === 200 ? (answer.json() as unknown) : null;
}
