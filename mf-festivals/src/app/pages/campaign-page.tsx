import { useAppSelector, type Catalogue } from '@yoga/shared';
import { useParams } from 'react-router-dom';
import { campaignsCatalogue } from '../../features/campaigns/campaigns-catalogue';
import { CampaignView } from '../../features/campaigns/components/campaign-view';
import { selectFestival } from '../../features/festival-store/model/festival-slice';
import { campaignSource, type CampaignRouteProps } from './campaign-source';

/** Every catalogue the page shows at once, loaded before it renders. */
export const PAGE_CATALOGUES: Catalogue[] = [campaignsCatalogue];

/**
 * A campaign's page: `/cmp/:event` by its event, `/campaign` the featured one, `/festive` and
 * `/ganeshChaturthi` and `/Diwali/campaign` their occasion's, as declared in routes.ts.
 */
export default function CampaignPage(props: CampaignRouteProps) {
  const { event } = useParams();
  const { completedTools } = useAppSelector(selectFestival);
  return <CampaignView source={campaignSource(props, event)} completedTools={completedTools} />;
}
