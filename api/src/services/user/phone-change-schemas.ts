import { Type } from 'typebox';
import { PhoneField } from '../../members/member-schemas';

/** Moving an account to a new number (decision 0042). */
export const NewPhoneBody = Type.Object(
  { phone_number: PhoneField },
  { additionalProperties: false },
);

export const NewPhoneCodeBody = Type.Object(
  { phone_number: PhoneField, code: Type.String({ pattern: '^[0-9]{6}$', maxLength: 6 }) },
  { additionalProperties: false },
);

export const PhoneChangedBody = Type.Object({
  phone_number: Type.String({
    description: 'The new number, written for showing: "+91 98765 43210"',
  }),
  signed_out: Type.Boolean({
    description: 'Always true: every sign-in ended; sign in with the new number',
  }),
});
