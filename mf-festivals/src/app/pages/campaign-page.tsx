import type { Catalogue } from '@yoga/shared';
import { CAMPAIGN_OCCASIONS, type CampaignOccasion } from '@yoga/shared/domain';
import { useParams } from 'react-router-dom';
import type { CampaignSource } from '../../features/campaigns/api/campaigns-api';
import { campaignsCatalogue } from '../../features/campaigns/campaigns-catalogue';
import { CampaignView } from '../../features/campaigns/components/campaign-view';

/** Every catalogue the page shows at once, loaded before it renders. */
export const PAGE_CATALOGUES: Catalogue[] = [campaignsCatalogue];

const isOccasion = (value: unknown): value is CampaignOccasion =>
  CAMPAIGN_OCCASIONS.includes(value as CampaignOccasion);

/**
 * A campaign's page: `/cmp/:event` by its event, `/campaign` the featured one (`featured`),
 * `/festive` and `/ganeshChaturthi` their occasion's (`occasion`), as declared in routes.ts.
 */
export default function CampaignPage({
  featured,
  occasion,
}: {
  featured?: boolean;
  occasion?: string;
}) {
  const { event } = useParams();
  const source: CampaignSource = isOccasion(occasion)
    ? { kind: 'occasion', occasion }
    : featured || event === undefined
      ? { kind: 'featured' }
      : { kind: 'event', event };
  return <CampaignView source={source} />;
}
