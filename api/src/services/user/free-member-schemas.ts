import { Type } from 'typebox';

/** A referral link may ask for the name behind a slug, and for nothing else. */
export const SlugNameQuery = Type.Object(
  { field: Type.Union([Type.Literal('name')], { default: 'name' }) },
  { additionalProperties: false },
);

export const MemberNameBody = Type.Object({ name: Type.String() });
