import type { Campaign } from '@yoga/shared/models';

/** The occasions with a poster page of their own (the spec's routes). */
const OCCASION_POSTERS: Partial<Record<Campaign['occasion'], string>> = {
  festive: '/festive/poster',
  'ganesh-chaturthi': '/ganeshChaturthi/poster',
  diwali: '/Diwali/festiveposters',
};

/**
 * Where a campaign's poster is made: its occasion's own poster page when it has one (the spec's
 * `/festive/poster`, `/ganeshChaturthi/poster`, `/Diwali/festiveposters`), else the campaign
 * poster page for that event.
 */
export function posterPath(campaign: Pick<Campaign, 'event' | 'occasion' | 'featured'>): string {
  const own = OCCASION_POSTERS[campaign.occasion];
  if (own) return own;
  return campaign.featured
    ? '/campaign/download'
    : `/campaign/download?event=${encodeURIComponent(campaign.event)}`;
}

/** Where a campaign's pledge is taken: `/promise`, for the campaign named (the featured one by default). */
export function pledgePath(campaign: Pick<Campaign, 'event'>): string {
  return `/promise?event=${encodeURIComponent(campaign.event)}`;
}

/** A campaign's own page. */
export const campaignPath = (campaign: Pick<Campaign, 'event'>) =>
  `/cmp/${encodeURIComponent(campaign.event)}`;
