import {
  CampaignBody,
  CampaignOccasionField,
  Instant,
  Nullable,
  PlainText,
  PosterTemplateField,
} from '@yoga/shared/schemas';
import { POSTER_TEMPLATES } from '@yoga/shared/domain';
import { Type, type Static } from 'typebox';
import { CalendarDayText } from '../http/schemas';

/** An event slug: lower-case letters, digits and inner hyphens, as it reads in `/cmp/<event>`. */
export const EVENT_PATTERN = '^[a-z0-9](?:[a-z0-9-]{0,46}[a-z0-9])?$';

const EventSlug = () =>
  Type.String({
    pattern: EVENT_PATTERN,
    description: 'The campaign in its page path, e.g. diwali-2026 (a-z, 0-9, inner hyphens)',
  });

export const EventParams = Type.Object({ event: EventSlug() });

export const OccasionParams = Type.Object({ occasion: CampaignOccasionField });

const Title = () => PlainText({ minLength: 1, maxLength: 120 });
const Summary = () => PlainText({ minLength: 1, maxLength: 600 });
const PledgeText = () => Nullable(PlainText({ minLength: 1, maxLength: 200 }));

/** Why ops made a change: kept in the campaign's audit log. */
const Reason = () => PlainText({ minLength: 3, maxLength: 300 });

/** What ops write of a campaign; every text in both languages (decision 0025). */
const CAMPAIGN_FIELDS = {
  occasion: CampaignOccasionField,
  title: Title(),
  title_hi: Title(),
  summary: Summary(),
  summary_hi: Summary(),
  starts_on: CalendarDayText("The campaign's first day in India, e.g. 2026-10-20"),
  ends_on: CalendarDayText("The campaign's last day in India (included), e.g. 2026-11-05"),
  festival_on: Type.Union(
    [CalendarDayText("The festival's own day in India, e.g. Diwali's 2026-11-08"), Type.Null()],
    { default: null },
  ),
  featured: Type.Boolean({ default: false }),
  templates: Type.Array(PosterTemplateField, {
    minItems: 1,
    maxItems: POSTER_TEMPLATES.length,
    uniqueItems: true,
  }),
  pledge: PledgeText(),
  pledge_hi: PledgeText(),
  reason: Reason(),
};

/** `POST festival/ops/campaigns`. */
export const CampaignCreateInput = Type.Object(
  { event: EventSlug(), ...CAMPAIGN_FIELDS },
  { additionalProperties: false },
);

/** `PUT festival/ops/campaigns/{event}`: the whole campaign but its event, which never changes. */
export const CampaignUpdateInput = Type.Object(CAMPAIGN_FIELDS, { additionalProperties: false });

export type CampaignInputRow = Static<typeof CampaignUpdateInput>;

/** `POST festival/ops/campaigns/{event}/end`: ends it today (its last day becomes yesterday). */
export const CampaignEndInput = Type.Object({ reason: Reason() }, { additionalProperties: false });

export const OpsCampaignListBody = Type.Object({ campaigns: Type.Array(CampaignBody) });

/** One line of a campaign's audit log. */
export const CampaignEventBody = Type.Object({
  action: Type.Union([Type.Literal('created'), Type.Literal('edited'), Type.Literal('ended')]),
  actor: Type.String(),
  reason: Type.String(),
  at: Instant(),
  before: Nullable(Type.Record(Type.String(), Type.Unknown())),
  after: Type.Record(Type.String(), Type.Unknown()),
});

export const CampaignEventListBody = Type.Object({ events: Type.Array(CampaignEventBody) });

export type CampaignEventRow = Static<typeof CampaignEventBody>;
