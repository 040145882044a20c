import { Type } from 'typebox';
import { OpsPeopleReason, OpsPersonName, OpsRolesField } from '@yoga/shared/schemas';
import { PhoneField } from '../../members/member-schemas';

/** An admin lists a person for the ops console (issue 28). */
export const OpsPersonAddBody = Type.Object(
  {
    phone_number: PhoneField,
    name: OpsPersonName(),
    roles: OpsRolesField,
    reason: OpsPeopleReason(),
  },
  { additionalProperties: false },
);

/** An admin changes a person's name or roles. */
export const OpsPersonChangeBody = Type.Object(
  { name: OpsPersonName(), roles: OpsRolesField, reason: OpsPeopleReason() },
  { additionalProperties: false },
);

/** An admin removes a person: their console session ends at their next request. */
export const OpsPersonRemoveBody = Type.Object(
  { reason: OpsPeopleReason() },
  { additionalProperties: false },
);
