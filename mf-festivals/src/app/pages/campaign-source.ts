import { CAMPAIGN_OCCASIONS, type CampaignOccasion } from '@yoga/shared/domain';
import type { CampaignSource } from '../../features/campaigns/api/campaigns-api';

/** The fixed props a campaign route declares (routes.ts): its occasion, if it has one. */
export interface CampaignRouteProps {
  occasion?: string;
}

const isOccasion = (value: unknown): value is CampaignOccasion =>
  CAMPAIGN_OCCASIONS.includes(value as CampaignOccasion);

/**
 * Which campaign a page shows: its occasion's, else the one its path or `?event=` names, else the
 * featured one.
 */
export function campaignSource(
  { occasion }: CampaignRouteProps,
  event: string | null | undefined,
): CampaignSource {
  if (isOccasion(occasion)) return { kind: 'occasion', occasion };
  return event ? { kind: 'event', event } : { kind: 'featured' };
}
