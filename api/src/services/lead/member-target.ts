import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/errors';
import { findLeadById, findLeadBySlug } from '../../members/lead-repository';
import type { Lead } from '@yoga/shared/models';
import { ownedMember, requireCaller } from '../../security/caller';

/**
 * The member a lead route is about: the caller themself when no slug is named, else the member
 * the slug names, which only that member or ops may see (403 otherwise, whether or not it exists).
 */
export async function targetMember(
  db: Queryable,
  request: FastifyRequest,
  slug: string | undefined,
): Promise<Lead> {
  await requireCaller(request);
  const caller = request.caller;
  if (slug !== undefined) return ownedMember(request, await findLeadBySlug(db, slug));
  if (caller?.kind !== 'member') {
    throw new HttpError(400, 'invalid_input', 'slug is required: name the member to look up.', {
      field: 'slug',
    });
  }
  return ownedMember(request, await findLeadById(db, caller.leadId));
}
