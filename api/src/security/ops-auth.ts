import type { FastifyRequest } from 'fastify';
import { bearerOf } from './caller';
import { HttpError } from '../http/errors';

/**
 * Guards product-ops routes: no token is 401, any token but `OPS_TOKEN` 403. The caller hook has
 * already compared the token (and counted a wrong one against the client's network); with no
 * OPS_TOKEN configured no caller is ops, so ops routes are closed by default.
 */
export async function requireOps(request: FastifyRequest): Promise<void> {
  if (!bearerOf(request)) throw new HttpError(401, 'sign_in_required', 'An ops token is required.');
  if (request.caller?.kind !== 'ops')
    throw new HttpError(403, 'forbidden', 'This token may not change the site configuration.');
}
