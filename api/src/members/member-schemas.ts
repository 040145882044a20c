import { Type } from 'typebox';
import { WholeNumberText } from '../http/schemas';

/** The lead / free member as the spec names its fields (section 3). */
export const LeadBody = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    slug: Type.String(),
    phone_number: Type.String(),
    country_code: Type.String(),
    active_challenge_id: Type.Union([Type.Integer(), Type.Null()]),
    is_paid: Type.Boolean(),
    ispaymentdone: Type.Boolean(),
  },
  { $id: 'Lead' },
);

export const PhoneField = Type.String({
  minLength: 8,
  maxLength: 20,
  pattern: '^\\+[1-9][0-9]{6,15}$',
  description: 'E.164, e.g. +919876543210',
});

/** A positive int4 id in a path. */
export const IdParam = WholeNumberText({ minimum: 1, maximum: 2147483647 });

export const IdParams = Type.Object({ id: IdParam });

export const SlugParams = Type.Object({
  slug: Type.String({ minLength: 1, maxLength: 80, pattern: '^[a-z0-9-]+$' }),
});

export const CodeSentBody = Type.Object(
  {
    message: Type.String(),
    phone_number: Type.String(),
    resendAfterSeconds: Type.Integer(),
    expiresInSeconds: Type.Integer(),
  },
  { $id: 'CodeSent' },
);
