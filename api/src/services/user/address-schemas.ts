import { AddressFields, OpsChangeReason, type SavedAddressBody } from '@yoga/shared/schemas';
import { Type, type Static } from 'typebox';
import { IdParams } from '../../http/schemas';
import { PhoneField } from '../../members/member-schemas';

/** What a member sends to add an address. */
export const NewAddressBody = Type.Object(AddressFields, { additionalProperties: false });

export type NewAddress = Static<typeof NewAddressBody>;

/**
 * Changing an address replaces its fields (so sending it twice is the same change); `selected`
 * makes it the one gifts go to, first in the list.
 */
export const AddressChangeBody = Type.Object(
  {
    ...AddressFields,
    selected: Type.Optional(
      Type.Boolean({ description: 'true: ship gifts here (first in the list); false: no change' }),
    ),
    reason: OpsChangeReason(),
  },
  { additionalProperties: false },
);

export type AddressChange = Static<typeof AddressChangeBody>;

export const AddressIdParams = IdParams;

export const AddressIdsBody = Type.Object({
  result: Type.Array(Type.Integer(), { description: 'The selected address first, then newest' }),
});

export {
  SavedAddressBody as AddressBody,
  SavedAddressListBody as AddressListBody,
} from '@yoga/shared/schemas';

export type AddressRow = Static<typeof SavedAddressBody>;

/** Addresses are named by the member's phone. */
export const AddressPhoneParams = Type.Object({ phone: PhoneField });
