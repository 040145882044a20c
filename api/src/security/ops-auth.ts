import { OPS_ROLES, type OpsRole } from '@yoga/shared/domain';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';
import { bearerOf, opsMay, opsRoleNeeded } from './caller';

export type OpsGuard = (request: FastifyRequest) => Promise<void>;

const opsSignInNeeded = () => new HttpError(401, 'sign_in_required', 'An ops sign-in is required.');

/**
 * Guards of product-ops routes, one per role (issue 28): no token is 401; a member's token, or an
 * ops person without the role, is 403. The caller hook has already resolved the token (and
 * counted a wrong one against the client's network); with no OPS_TOKEN configured and no ops
 * people listed, no caller is ops, so ops routes are closed by default.
 */
function opsGuardFor(role: OpsRole): OpsGuard {
  return async (request) => {
    if (!bearerOf(request)) throw opsSignInNeeded();
    if (!opsMay(request.caller, role)) throw opsRoleNeeded(role);
  };
}

/** One function per role, so route guards and the OpenAPI document recognise them by identity. */
export const OPS_GUARDS = Object.fromEntries(
  OPS_ROLES.map((role) => [role, opsGuardFor(role)]),
) as Record<OpsRole, OpsGuard>;

/** Guard of the ops console's own routes (who am I): any ops caller, whatever their roles. */
export async function requireOpsCaller(request: FastifyRequest): Promise<void> {
  if (!bearerOf(request)) throw opsSignInNeeded();
  if (request.caller?.kind !== 'ops')
    throw new HttpError(403, 'forbidden', 'This needs an ops sign-in.');
}

/** The guard of routes only ops holding `role` may call. */
export const requireOps = (role: OpsRole): OpsGuard => OPS_GUARDS[role];

/** The role an ops guard asks for, if `hook` is one. */
export function opsRoleOf(hook: unknown): OpsRole | null {
  return OPS_ROLES.find((role) => OPS_GUARDS[role] === hook) ?? null;
}
