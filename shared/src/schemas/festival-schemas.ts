import { Type, type Static } from 'typebox';
import { CAMPAIGN_OCCASIONS, POSTER_TEMPLATES } from '../domain/campaign-days';
import { CalendarDay, CalendarDayText, Instant, Nullable, PlainText } from './schema-parts';

/**
 * Festival campaigns and pledges (issue 23), served by the festival service. docs/decisions/0035
 * has what a campaign is and how its days are read.
 */

export const CampaignOccasionField = Type.Enum(CAMPAIGN_OCCASIONS);

export const PosterTemplateField = Type.Enum(POSTER_TEMPLATES);

export const CampaignPhaseField = Type.Union([
  Type.Literal('upcoming'),
  Type.Literal('running'),
  Type.Literal('ended'),
]);

/** A campaign as members and visitors read it; every text in English and Hindi. */
export const CampaignBody = Type.Object(
  {
    event: Type.String(),
    occasion: CampaignOccasionField,
    title: Type.String(),
    title_hi: Type.String(),
    summary: Type.String(),
    summary_hi: Type.String(),
    /** India's calendar days, both included. */
    starts_on: CalendarDay(),
    ends_on: CalendarDay(),
    /** The festival's own day in India, when ops set it (the Diwali page counts down to it). */
    festival_on: Nullable(CalendarDay()),
    /** Where today falls against them (India's day). */
    phase: CampaignPhaseField,
    featured: Type.Boolean(),
    templates: Type.Array(PosterTemplateField),
    /** The promise members take, or null when the campaign has none. */
    pledge: Nullable(Type.String()),
    pledge_hi: Nullable(Type.String()),
    /** How many have taken its pledge. */
    pledges: Type.Integer(),
  },
  { $id: 'Campaign' },
);

/** `GET festival/campaigns`: the campaigns running today, the latest to start first. */
export const CampaignListBody = Type.Object({ campaigns: Type.Array(CampaignBody) });

/** An event slug: lower-case letters, digits and inner hyphens, as it reads in `/cmp/<event>`. */
export const EVENT_PATTERN = '^[a-z0-9](?:[a-z0-9-]{0,46}[a-z0-9])?$';

export const EventSlug = () =>
  Type.String({
    pattern: EVENT_PATTERN,
    description: 'The campaign in its page path, e.g. diwali-2026 (a-z, 0-9, inner hyphens)',
  });

/** A festival item's title as ops write it (a campaign's, a recipe's, a garba step's). */
export const FestivalTitle = () => PlainText({ minLength: 1, maxLength: 120 });

/** Why ops made a change to festival content: kept in the item's audit log. */
export const FestivalReason = () => PlainText({ minLength: 3, maxLength: 300 });

const Summary = () => PlainText({ minLength: 1, maxLength: 600 });
const PledgeText = () => Nullable(PlainText({ minLength: 1, maxLength: 200 }));

/** What ops write of a campaign; every text in both languages (decision 0025). */
const CAMPAIGN_FIELDS = {
  occasion: CampaignOccasionField,
  title: FestivalTitle(),
  title_hi: FestivalTitle(),
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
  reason: FestivalReason(),
};

/** `POST festival/ops/campaigns`. */
export const CampaignCreateInput = Type.Object(
  { event: EventSlug(), ...CAMPAIGN_FIELDS },
  { additionalProperties: false },
);
export type CampaignCreateRow = Static<typeof CampaignCreateInput>;

/** `PUT festival/ops/campaigns/{event}`: the whole campaign but its event, which never changes. */
export const CampaignUpdateInput = Type.Object(CAMPAIGN_FIELDS, { additionalProperties: false });
export type CampaignInputRow = Static<typeof CampaignUpdateInput>;

/** `POST festival/ops/campaigns/{event}/end`: ends it today (its last day becomes yesterday). */
export const CampaignEndInput = Type.Object(
  { reason: FestivalReason() },
  { additionalProperties: false },
);

/** `GET festival/ops/campaigns`: every campaign, past, running and to come. */
export const OpsCampaignListBody = Type.Object({ campaigns: Type.Array(CampaignBody) });
export type OpsCampaigns = Static<typeof OpsCampaignListBody>;

/** One line of a campaign's audit log. */
export const CampaignEventBody = Type.Object({
  action: Type.Union([Type.Literal('created'), Type.Literal('edited'), Type.Literal('ended')]),
  actor: Type.String(),
  reason: Type.String(),
  at: Instant(),
  before: Nullable(Type.Record(Type.String(), Type.Unknown())),
  after: Type.Record(Type.String(), Type.Unknown()),
});
export type CampaignEventRow = Static<typeof CampaignEventBody>;

/** `GET festival/ops/campaigns/{event}/events`: oldest first. */
export const CampaignEventListBody = Type.Object({ events: Type.Array(CampaignEventBody) });
export type CampaignEvents = Static<typeof CampaignEventListBody>;

/** A member's pledge, as they and (without `mine`) anyone with its link see it. Never a phone. */
export const PledgeBody = Type.Object(
  {
    /** The public page's path: `/pledge/<slug>`. */
    slug: Type.String(),
    /** The name as it prints (the spec's name rule). */
    name: Type.String(),
    campaign: CampaignBody,
    taken_at: Instant(),
    /** The pledger's invitation: joining through it credits them as the referrer. */
    join_path: Type.String(),
  },
  { $id: 'Pledge' },
);

/** `GET festival/campaigns/{event}/pledge`: the signed-in member's pledge, null until they take it. */
export const MyPledgeBody = Type.Object({ pledge: Nullable(PledgeBody) });

/** An id of a habit or a tool: lower-case words joined by hyphens. */
export const FESTIVAL_TOOL_ID = '^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$';

/**
 * `GET` and `PUT festival/progress`: spec section 3's festival store. The server keeps it per
 * member and merges what a device sends into it (shared/src/domain/festival-progress.ts).
 */
export const FestivalStateBody = Type.Object(
  {
    // An object of days per habit. OpenAPI 3.0 has no pattern for keys: the route checks them
    // against FESTIVAL_TOOL_ID (progress-routes.ts).
    habits: Type.Unsafe<Record<string, string[]>>(
      Type.Object(
        {},
        {
          additionalProperties: Type.Array(
            Type.String({ format: 'date', pattern: '^2[0-9]{3}-[0-9]{2}-[0-9]{2}$' }),
            { maxItems: 400 },
          ),
          maxProperties: 30,
        },
      ),
    ),
    // A campaign's tools are named with its event (`promise-card-diwali-2026`).
    completedTools: Type.Array(Type.String({ pattern: FESTIVAL_TOOL_ID, maxLength: 64 }), {
      maxItems: 200,
    }),
    festivalProgress: Type.Object(
      {
        currentStep: Type.Integer({ minimum: 0, maximum: 1000 }),
        isCompleted: Type.Boolean(),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false, $id: 'FestivalState' },
);
