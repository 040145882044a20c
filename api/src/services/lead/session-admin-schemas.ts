import { DEFAULT_ZOOM_CAPACITY } from '@yoga/shared/domain';
import { PlainText } from '@yoga/shared/schemas';
import { Type, type Static } from 'typebox';
import { DateTimeText, IdParam, WholeNumberText } from '../../http/schemas';

/** Only web links: a member's browser opens these, so `javascript:` and the like never pass. */
const WebLink = Type.String({
  format: 'uri',
  maxLength: 500,
  pattern: '^https?://[^\\s]+$',
  description: 'An http(s) link',
});
const OptionalLink = Type.Optional(Type.Union([WebLink, Type.Null()]));

export const SessionSlotParams = Type.Object({
  id: IdParam,
  day: WholeNumberText({ minimum: 1, maximum: 14 }),
  batch: WholeNumberText({ minimum: 1, maximum: 24 }),
});

/** A whole session as ops set it; what is left out takes its default. */
export const SessionInput = Type.Object(
  {
    title: PlainText({ minLength: 1, maxLength: 120 }),
    /** Members read the title in Hindi too, so ops always write both (decision 0025). */
    title_hi: PlainText({ minLength: 1, maxLength: 120 }),
    starts_at: DateTimeText(),
    duration_minutes: Type.Integer({ minimum: 5, maximum: 600 }),
    zoom_url: OptionalLink,
    zoom_capacity: Type.Optional(
      Type.Integer({ minimum: 0, maximum: 100_000, default: DEFAULT_ZOOM_CAPACITY }),
    ),
    youtube_url: OptionalLink,
    replay_url: OptionalLink,
    guide_url: OptionalLink,
    world_record: Type.Optional(Type.Boolean({ default: false })),
  },
  { additionalProperties: false },
);

export type SessionInputRow = Static<typeof SessionInput>;

export { AdminSessionBody, AdminSessionListBody, type AdminSessionRow } from '@yoga/shared/schemas';
