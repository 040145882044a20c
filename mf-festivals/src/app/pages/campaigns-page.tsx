import type { Catalogue } from '@yoga/shared';
import { campaignsCatalogue } from '../../features/campaigns/campaigns-catalogue';
import { CampaignList } from '../../features/campaigns/components/campaign-list';

/** Every catalogue the page shows at once, loaded before it renders. */
export const PAGE_CATALOGUES: Catalogue[] = [campaignsCatalogue];

/** `/cmp`: the campaigns running today. */
export default function CampaignsPage() {
  return <CampaignList />;
}
