import { calendarDateIn } from './challenge-progress';

/**
 * India's zone. Festivals are India's: a campaign's days, like a festival route's season, are
 * calendar days in India, whatever the member's own zone (docs/decisions/0035). The ops console's
 * times and its dashboard's days are India's too.
 */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

/** The occasions a campaign belongs to; each has its page (`/festive`, `/ganeshChaturthi`...). */
export const CAMPAIGN_OCCASIONS = [
  'festive',
  'ganesh-chaturthi',
  'diwali',
  'navratri',
  'other',
] as const;

export type CampaignOccasion = (typeof CAMPAIGN_OCCASIONS)[number];

/** A campaign's first and last day (`YYYY-MM-DD`, both included). */
export interface CampaignDays {
  starts_on: string;
  ends_on: string;
}

export type CampaignPhase = 'upcoming' | 'running' | 'ended';

/** Where `now` falls against a campaign's days, by India's calendar. */
export function campaignPhase(days: CampaignDays, now: Date): CampaignPhase {
  const today = calendarDateIn(INDIA_TIME_ZONE, now);
  if (today < days.starts_on) return 'upcoming';
  return today > days.ends_on ? 'ended' : 'running';
}

/**
 * The campaign an occasion's page shows: the one running (the latest to start, when several
 * overlap), else the next to come, else the last to end, which the page shows as "back next
 * season". Null when the occasion has had none.
 */
export function campaignToShow<T extends CampaignDays>(
  campaigns: readonly T[],
  now: Date,
): T | null {
  const byPhase = (phase: CampaignPhase) =>
    campaigns.filter((campaign) => campaignPhase(campaign, now) === phase);
  const latestStart = (a: T, b: T) => b.starts_on.localeCompare(a.starts_on);
  const [running] = byPhase('running').sort(latestStart);
  if (running) return running;
  const [next] = byPhase('upcoming').sort((a, b) => a.starts_on.localeCompare(b.starts_on));
  if (next) return next;
  const [last] = byPhase('ended').sort((a, b) => b.ends_on.localeCompare(a.ends_on));
  return last ?? null;
}

/** India's day `days` after (or before) `now`'s, for campaigns set relative to today. */
export function indiaDayFrom(now: Date, days: number): string {
  const today = calendarDateIn(INDIA_TIME_ZONE, now);
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The poster designs the poster maker draws (mf-festivals); a campaign lists the ones its members
 * may choose from, so ops pick designs without a release but never name one that is not drawn.
 */
export const POSTER_TEMPLATES = [
  'sunrise-namaste',
  'lotus-calm',
  'diya-glow',
  'modak-blessing',
  'marigold-frame',
] as const;

export type PosterTemplate = (typeof POSTER_TEMPLATES)[number];
