import type { BadgeTone } from '@yoga/shared';
import type {
  CampaignOccasion,
  CampaignPhase,
  PosterTemplate,
  RecipeUnit,
} from '@yoga/shared/domain';
import type {
  CampaignEventRow,
  CampaignInputRow,
  GarbaStepInputRow,
  RecipeInputRow,
} from '@yoga/shared/schemas';

// Ids spelled out in full, so the catalogue check finds each one used.

export const OCCASION_LABELS = {
  festive: 'opsConsole.festivals.occasion.festive',
  'ganesh-chaturthi': 'opsConsole.festivals.occasion.ganeshChaturthi',
  diwali: 'opsConsole.festivals.occasion.diwali',
  navratri: 'opsConsole.festivals.occasion.navratri',
  other: 'opsConsole.festivals.occasion.other',
} as const satisfies Record<CampaignOccasion, string>;

export const TEMPLATE_LABELS = {
  'sunrise-namaste': 'opsConsole.festivals.template.sunriseNamaste',
  'lotus-calm': 'opsConsole.festivals.template.lotusCalm',
  'diya-glow': 'opsConsole.festivals.template.diyaGlow',
  'modak-blessing': 'opsConsole.festivals.template.modakBlessing',
  'marigold-frame': 'opsConsole.festivals.template.marigoldFrame',
} as const satisfies Record<PosterTemplate, string>;

export const PHASE_LABELS = {
  running: 'opsConsole.festivals.phase.running',
  upcoming: 'opsConsole.festivals.phase.upcoming',
  ended: 'opsConsole.festivals.phase.ended',
} as const satisfies Record<CampaignPhase, string>;

/** A phase's badge colour: what runs now stands out, what is past fades. */
export const PHASE_TONES = {
  running: 'success',
  upcoming: 'accent',
  ended: 'neutral',
} as const satisfies Record<CampaignPhase, BadgeTone>;

/** The fields ops write of a campaign, by their labels in its form and in its change log. */
export const CAMPAIGN_FIELD_LABELS = {
  occasion: 'opsConsole.festivals.campaign.occasion',
  title: 'opsConsole.festivals.title',
  title_hi: 'opsConsole.festivals.titleHi',
  summary: 'opsConsole.festivals.summary',
  summary_hi: 'opsConsole.festivals.summaryHi',
  starts_on: 'opsConsole.festivals.campaign.startsOn',
  ends_on: 'opsConsole.festivals.campaign.endsOn',
  festival_on: 'opsConsole.festivals.campaign.festivalOn',
  featured: 'opsConsole.festivals.campaign.featured',
  templates: 'opsConsole.festivals.campaign.templates',
  pledge: 'opsConsole.festivals.campaign.pledge',
  pledge_hi: 'opsConsole.festivals.campaign.pledgeHi',
} as const satisfies Record<Exclude<keyof CampaignInputRow, 'reason'>, string>;

/** The fields ops write of a recipe, by their labels in its form and in its change log. */
export const RECIPE_FIELD_LABELS = {
  title: 'opsConsole.festivals.title',
  title_hi: 'opsConsole.festivals.titleHi',
  summary: 'opsConsole.festivals.summary',
  summary_hi: 'opsConsole.festivals.summaryHi',
  servings: 'opsConsole.festivals.recipe.servings',
  minutes: 'opsConsole.festivals.recipe.minutes',
  ingredients: 'opsConsole.festivals.recipe.ingredients',
  steps: 'opsConsole.festivals.recipe.steps',
  position: 'opsConsole.festivals.recipe.position',
  published: 'opsConsole.festivals.recipe.published',
} as const satisfies Record<Exclude<keyof RecipeInputRow, 'reason'>, string>;

export const UNIT_LABELS = {
  g: 'opsConsole.festivals.unit.g',
  kg: 'opsConsole.festivals.unit.kg',
  ml: 'opsConsole.festivals.unit.ml',
  l: 'opsConsole.festivals.unit.l',
  cup: 'opsConsole.festivals.unit.cup',
  tbsp: 'opsConsole.festivals.unit.tbsp',
  tsp: 'opsConsole.festivals.unit.tsp',
  piece: 'opsConsole.festivals.unit.piece',
  pinch: 'opsConsole.festivals.unit.pinch',
} as const satisfies Record<RecipeUnit, string>;

/** The fields ops write of a garba step, by their labels in its form and in its change log. */
export const GARBA_FIELD_LABELS = {
  title: 'opsConsole.festivals.title',
  title_hi: 'opsConsole.festivals.titleHi',
  instructions: 'opsConsole.festivals.garba.instructions',
  instructions_hi: 'opsConsole.festivals.garba.instructionsHi',
  counts: 'opsConsole.festivals.garba.counts',
  bpm: 'opsConsole.festivals.garba.bpm',
  video_url: 'opsConsole.festivals.garba.videoUrl',
} as const satisfies Record<Exclude<keyof GarbaStepInputRow, 'reason'>, string>;

/** What a change to festival content did; recipes and steps are only created and edited. */
export const ACTION_LABELS = {
  created: 'opsConsole.festivals.action.created',
  edited: 'opsConsole.festivals.action.edited',
  ended: 'opsConsole.festivals.action.ended',
} as const satisfies Record<CampaignEventRow['action'], string>;
