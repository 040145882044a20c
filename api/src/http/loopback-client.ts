import type { FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';

const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/**
 * Whether a request comes from a client on this machine talking to the server directly: what the
 * development tools that must never reach another machine (the SMS outbox, the payment sandbox)
 * answer. The socket address is what counts (never a header), and a request that came through a
 * proxy is refused even from loopback: a proxy on this machine would otherwise make every visitor
 * on the internet look local.
 */
export function isDirectLoopbackClient(request: FastifyRequest): boolean {
  if (FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  const address = request.socket.remoteAddress ?? '';
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'loopback';
}
