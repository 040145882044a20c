import { Type } from 'typebox';
import { PlainText } from '@yoga/shared/schemas';

/** Why support need a member's whole number; the member reads it among the team's actions. */
export const PhoneRevealBody = Type.Object(
  { reason: PlainText({ minLength: 3, maxLength: 500 }) },
  { additionalProperties: false },
);

export const RevealedPhoneBody = Type.Object({
  phone_number: Type.String({ description: 'E.164' }),
});
