import type { Lead } from '@yoga/shared/models';
import { Type, type Static } from 'typebox';
import type { Assert, Equal } from '../http/type-equality';

/**
 * The wire types of a member, shared by every service that reads or names one (lead, auth, user,
 * gamification). A service's own bodies live in its own `*-schemas.ts`.
 */

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

export type LeadRow = Static<typeof LeadBody>;

export const PhoneField = Type.String({
  minLength: 8,
  maxLength: 20,
  pattern: '^\\+[1-9][0-9]{6,15}$',
  description: 'E.164, e.g. +919876543210',
});

/** A member's referral slug, as it appears in a shared link. */
export const SlugField = Type.String({ minLength: 1, maxLength: 80, pattern: '^[a-z0-9-]+$' });

export const SlugParams = Type.Object({ slug: SlugField });

// The browser reads members as `Lead` of @yoga/shared: both sides must say the same.
type _LeadIsShared = Assert<Equal<LeadRow, Lead>>;
