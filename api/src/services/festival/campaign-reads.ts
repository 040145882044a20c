import { calendarDateIn, INDIA_TIME_ZONE, type CampaignOccasion } from '@yoga/shared/domain';
import { createTtlCache } from '../../cache/ttl-cache';
import type { Database } from '../../db/database';
import {
  campaignsOf,
  featuredCampaigns,
  findCampaign,
  runningCampaigns,
} from '../../festival/campaign-repository';

/**
 * Campaign pages are opened by everyone a share reaches, often all at once; a few seconds behind
 * ops' edits is still the campaign, and one query serves them all. Ops' writes forget this
 * process's copies at once.
 */
const CAMPAIGN_READ_TTL_MS = 5_000;

type Key = 'running' | 'featured' | `occasion:${CampaignOccasion}` | `event:${string}`;

export type CampaignReads = ReturnType<typeof createCampaignReads>;

/** The public reads of campaigns, each kept a few seconds. */
export function createCampaignReads(db: Database, clock: () => Date) {
  const cache = createTtlCache<Key, Awaited<ReturnType<typeof allOf>>>(clock, {
    max: 500,
    ttl: CAMPAIGN_READ_TTL_MS,
    fetchMethod: allOf,
  });
  async function allOf(key: Key) {
    if (key === 'running') return runningCampaigns(db, calendarDateIn(INDIA_TIME_ZONE, clock()));
    if (key === 'featured') return featuredCampaigns(db);
    if (key.startsWith('occasion:')) {
      return campaignsOf(db, key.slice('occasion:'.length) as CampaignOccasion);
    }
    const one = await findCampaign(db, key.slice('event:'.length));
    return one ? [one] : [];
  }
  const read = async (key: Key) => (await cache.fetch(key)) ?? [];
  return {
    running: () => read('running'),
    featured: () => read('featured'),
    ofOccasion: (occasion: CampaignOccasion) => read(`occasion:${occasion}`),
    one: async (event: string) => (await read(`event:${event}`))[0] ?? null,
    /** After an ops write: this process reads afresh. */
    forget: () => cache.clear(),
  };
}
