import type { SessionTokens } from '@yoga/shared/models';
import { Type, type Static } from 'typebox';
import type { Assert, Equal } from '../../http/type-equality';
import { LeadBody, PhoneField } from '../../members/member-schemas';
import type { OutboxMessage } from '../../sms/dev-sms-sender';

/** The auth service's wire types (a code sent is `CodeSentBody`, a member `LeadBody`). */

export const SessionBody = Type.Object(
  {
    accessToken: Type.String(),
    refreshToken: Type.String(),
    expiresIn: Type.Integer({ description: 'Seconds the access token lives' }),
    account: LeadBody,
  },
  { $id: 'Session' },
);

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

export const OutboxMessageBody = Type.Object({
  phone: Type.String(),
  code: Type.String(),
  text: Type.String(),
  sentAt: Type.String(),
});

export const OutboxBody = Type.Array(OutboxMessageBody);

type _SessionIsShared = Assert<Equal<Static<typeof SessionBody>, SessionTokens>>;
type _OutboxMessageIsSent = Assert<Equal<Static<typeof OutboxMessageBody>, OutboxMessage>>;
