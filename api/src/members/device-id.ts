import { DEVICE_ID_HEADER } from '@yoga/shared/domain';
import type { FastifyRequest } from 'fastify';

const DEVICE_ID = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * The browser's device id a sign-up sent, or null. It is only a hint for the review of referral
 * bursts (a client can leave it out), so a malformed one is ignored rather than refused.
 */
export function deviceIdOf(request: FastifyRequest): string | null {
  const value = request.headers[DEVICE_ID_HEADER];
  return typeof value === 'string' && DEVICE_ID.test(value) ? value : null;
}
