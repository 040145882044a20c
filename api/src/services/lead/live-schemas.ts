import { Batch, OpsChangeReason, ShareChannelField, SlugField } from '@yoga/shared/schemas';
import { Type } from 'typebox';

/** The live-session routes' requests; their answers are in `@yoga/shared/schemas`. */

/** Ops name the member; a member may leave it out or name themselves. */
export const OptionalSlugQuery = Type.Object(
  { slug: Type.Optional(SlugField) },
  { additionalProperties: false },
);

export const SlugQuery = Type.Object({ slug: SlugField }, { additionalProperties: false });

/** Either or both; the reminder goes before the preferred batch, so it needs one. */
export const LivePreferencesUpdate = Type.Object(
  {
    preferred_batch: Type.Optional(Type.Union([Batch, Type.Null()])),
    reminder: Type.Optional(Type.Boolean()),
    reason: OpsChangeReason(),
  },
  { additionalProperties: false, minProperties: 1 },
);

export const ShortLinkQuery = Type.Object(
  { channel: ShareChannelField },
  { additionalProperties: false },
);
