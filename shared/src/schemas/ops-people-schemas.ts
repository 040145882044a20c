import { Type, type Static } from 'typebox';
import { OPS_ROLES, type OpsRole } from '../domain/ops-roles';
import { Instant, PlainText } from './schema-parts';

/**
 * Ops people (issue 28): who may sign in to the ops console, with which roles. Listed and changed
 * by admins through `ops/people`; a listed person signs in with `auth/ops/v1/login` and
 * `auth/ops/v1/verify-otp`.
 */

export const OpsRoleField = Type.Unsafe<OpsRole>(Type.String({ enum: [...OPS_ROLES] }));

/** One or more roles, each once. */
export const OpsRolesField = Type.Array(OpsRoleField, {
  minItems: 1,
  maxItems: OPS_ROLES.length,
  uniqueItems: true,
});

export const OpsPersonName = () => PlainText({ minLength: 2, maxLength: 80 });

/** Why an admin changes who may act as ops; kept with the change. */
export const OpsPeopleReason = () => PlainText({ minLength: 3, maxLength: 500 });

export const OpsPersonBody = Type.Object({
  id: Type.Integer(),
  phone_number: Type.String({ description: 'E.164' }),
  name: Type.String(),
  roles: OpsRolesField,
  created_at: Instant(),
  updated_at: Instant(),
});
export type OpsPerson = Static<typeof OpsPersonBody>;

export const OpsPersonListBody = Type.Object({ result: Type.Array(OpsPersonBody) });

/** An ops person's console session: no refresh token; after `expiresIn` they sign in again. */
export const OpsSessionBody = Type.Object({
  accessToken: Type.String(),
  expiresIn: Type.Integer({ description: 'Seconds' }),
  person: OpsPersonBody,
});
export type OpsSession = Static<typeof OpsSessionBody>;
