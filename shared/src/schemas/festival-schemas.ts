import { Type } from 'typebox';
import { CAMPAIGN_OCCASIONS, POSTER_TEMPLATES } from '../domain/campaign-days';
import { CalendarDay, Instant, Nullable } from './schema-parts';

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
