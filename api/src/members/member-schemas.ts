import { SlugField } from '@yoga/shared/schemas';
import { Type } from 'typebox';

/**
 * A member's fields in requests, for every service that takes one (lead, auth, user,
 * gamification). The member's answer body, `LeadBody`, is in `@yoga/shared/schemas`.
 */

export const PhoneField = Type.String({
  minLength: 8,
  maxLength: 20,
  pattern: '^\\+[1-9][0-9]{6,15}$',
  description: 'E.164, e.g. +919876543210',
});

export const SlugParams = Type.Object({ slug: SlugField });

/** `GET lead/ops/members`: the member with this number. */
export const MemberPhoneQuery = Type.Object(
  { phone_number: PhoneField },
  { additionalProperties: false },
);
