import { Type } from 'typebox';
import { PhoneField } from '../../members/member-schemas';
import { OutboxMessageBody } from '../../sms/outbox-schemas';

/** The auth service's own wire types (a session is `SessionBody`, a code sent `CodeSentBody`). */

export const PhoneBody = Type.Object({ phone_number: PhoneField }, { additionalProperties: false });

export const VerifyOtpBody = Type.Object(
  { phone_number: PhoneField, code: Type.String({ pattern: '^[0-9]{6}$' }) },
  { additionalProperties: false },
);

export const RefreshBody = Type.Object(
  { refreshToken: Type.String({ minLength: 20, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' }) },
  { additionalProperties: false },
);

export const OutboxQuery = Type.Object(
  { phone_number: PhoneField },
  { additionalProperties: false },
);

export const OutboxBody = Type.Array(OutboxMessageBody);
