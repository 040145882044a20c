import { Type } from 'typebox';
import { LANGUAGES } from '../domain/languages';
import { NAME_MAX_LENGTH } from '../domain/member-name';
import { MISSING_DETAILS } from '../domain/missing-details';
import { Nullable, OpsChangeReason, PlainText } from './schema-parts';

/**
 * A member's profile (issue 26): who they are as the site shows them, where they live and the
 * language they read. Read and changed by `lead/profileupdate`, `lead/addcity`,
 * `free-member/{id}`, `free-member/details` and `free-member/basic-info/{id}`.
 */

const City = () => PlainText({ minLength: 2, maxLength: 60 });
const State = () => PlainText({ minLength: 2, maxLength: 60 });
const Language = () => Type.Enum(LANGUAGES);

export const ProfileBody = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    slug: Type.String(),
    phone_number: Type.String(),
    country_code: Type.String(),
    city: Nullable(Type.String()),
    state: Nullable(Type.String()),
    preferred_language: Nullable(Language()),
    preferred_batch: Nullable(Type.Integer()),
    reminder: Type.Boolean(),
    active_challenge_id: Nullable(Type.Integer()),
    is_paid: Type.Boolean(),
    ispaymentdone: Type.Boolean(),
  },
  { $id: 'Profile' },
);

/** What a member changes of their profile: only the fields sent. */
export const ProfileChangeBody = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: NAME_MAX_LENGTH * 2 })),
    city: Type.Optional(City()),
    state: Type.Optional(State()),
    preferred_language: Type.Optional(Language()),
    reason: OpsChangeReason(),
  },
  { additionalProperties: false, minProperties: 1 },
);

/** `lead/addcity`: the "which city do you practise from?" question, city and state together. */
export const CityBody = Type.Object(
  { city: City(), state: State() },
  { additionalProperties: false },
);

export const MissingDetailsBody = Type.Object({
  missing: Type.Array(Type.Enum(MISSING_DETAILS)),
});

/** `free-member/basic-info/{id}`: enough to greet a member and address a parcel's label. */
export const BasicInfoBody = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  city: Nullable(Type.String()),
  state: Nullable(Type.String()),
  country_code: Type.String(),
  preferred_language: Nullable(Language()),
});

/** `free-member/check/{id}`: where a member stands, for the screens that branch on it. */
export const MemberCheckBody = Type.Object({
  id: Type.Integer(),
  enrolled: Type.Boolean({ description: 'Enrolled in a challenge (active_challenge_id is set)' }),
  paid: Type.Boolean({ description: 'Has the paid membership (is_paid or ispaymentdone)' }),
  details_complete: Type.Boolean({ description: 'Nothing in needmoredetails' }),
  missing: MissingDetailsBody.properties.missing,
});
