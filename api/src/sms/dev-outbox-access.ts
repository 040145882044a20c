import type { FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';
import type { DevOutboxAccess } from '../config/env';
import { isDirectLoopbackClient } from '../http/loopback-client';

/**
 * The dev outbox hands out any phone's code, so by default it answers only a client on this
 * machine talking to the server directly (see `isDirectLoopbackClient`).
 */
export function mayReadDevOutbox(request: FastifyRequest, access: DevOutboxAccess): boolean {
  return access === 'open' || isDirectLoopbackClient(request);
}

const isLoopbackHost = (host: string) =>
  host === 'localhost' || (ipaddr.isValid(host) && ipaddr.process(host).range() === 'loopback');

/**
 * What the server says at start when it runs the dev SMS sender: a note on a developer's machine,
 * a warning when other machines can reach it, and an alarm when anyone may read the codes.
 */
export function devSmsNotice(
  host: string,
  access: DevOutboxAccess,
): { level: 'info' | 'warn'; message: string } {
  const base =
    'SMS_PROVIDER=dev: one-time codes are printed to this log and kept at /api/auth/dev/outbox';
  if (access === 'open') {
    return {
      level: 'warn',
      message: `${base}, readable by ANY client (DEV_OUTBOX=open): anyone who can reach this server can sign in as any member. Use it only on a closed test network.`,
    };
  }
  if (!isLoopbackHost(host)) {
    return {
      level: 'warn',
      message: `${base} for clients on this machine only, but the server listens on ${host}: other machines reach it and get no codes by text. Set SMS_PROVIDER=http for real members.`,
    };
  }
  return { level: 'info', message: `${base} for clients on this machine only.` };
}
