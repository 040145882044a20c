import type { FastifyRequest } from 'fastify';
import { bearerOf, createOpsTokenCheck } from '../../http/caller';
import { HttpError } from '../../http/errors';

/**
 * Guards product-ops routes with the `OPS_TOKEN` bearer token: none given is 401, a wrong one 403.
 * With no OPS_TOKEN configured every token is wrong, so ops routes are closed by default.
 */
export function createOpsGuard(opsToken: string | null) {
  const isOps = createOpsTokenCheck(opsToken);
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearerOf(request);
    if (!token) throw new HttpError(401, 'An ops token is required.');
    if (!isOps(token))
      throw new HttpError(403, 'This token may not change the site configuration.');
  };
}
