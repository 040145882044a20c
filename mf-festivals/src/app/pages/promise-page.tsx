import { EmptyState, useAppDispatch, type Catalogue } from '@yoga/shared';
import { festivalToolId } from '@yoga/shared/domain';
import { extraCatalogue } from '@yoga/shared/ui-extra';
import { campaignsCatalogue } from '../../features/campaigns/campaigns-catalogue';
import { OffSeason } from '../../features/campaigns/components/campaign-view';
import { campaignPath } from '../../features/campaigns/model/campaign-links';
import { toolCompleted } from '../../features/festival-store/model/festival-slice';
import { PledgeTaker } from '../../features/pledges/components/pledge-taker';
import { pledgesCatalogue, usePledgesT } from '../../features/pledges/pledges-catalogue';
import { CampaignToolFrame } from './campaign-tool-frame';

/** Every catalogue the page shows at once, loaded before it renders. */
export const PAGE_CATALOGUES: Catalogue[] = [campaignsCatalogue, pledgesCatalogue, extraCatalogue];

/** `/promise`: take the pledge of the featured campaign (or of the one `?event=` names). */
export default function PromisePage() {
  const t = usePledgesT();
  const dispatch = useAppDispatch();
  return (
    <CampaignToolFrame
      title={t('pledges.title')}
      lead={t('pledges.intro')}
      back={{ label: t('pledges.back'), to: campaignPath }}
    >
      {(campaign) =>
        campaign.phase !== 'running' ? (
          <OffSeason campaign={campaign} />
        ) : campaign.pledge === null ? (
          <EmptyState title={t('pledges.none')} />
        ) : (
          <PledgeTaker
            campaign={campaign}
            onTaken={() => dispatch(toolCompleted(festivalToolId('pledge', campaign.event)))}
          />
        )
      }
    </CampaignToolFrame>
  );
}
