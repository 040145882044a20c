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
