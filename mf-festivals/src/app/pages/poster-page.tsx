import { useAppDispatch, type Catalogue } from '@yoga/shared';
import { festivalToolId } from '@yoga/shared/domain';
import { campaignsCatalogue } from '../../features/campaigns/campaigns-catalogue';
import { OffSeason } from '../../features/campaigns/components/campaign-view';
import { campaignPath } from '../../features/campaigns/model/campaign-links';
import { toolCompleted } from '../../features/festival-store/model/festival-slice';
import { PosterMaker } from '../../features/posters/components/poster-maker';
import { postersCatalogue, usePostersT } from '../../features/posters/posters-catalogue';
import { CampaignToolFrame } from './campaign-tool-frame';
import type { CampaignRouteProps } from './campaign-source';

/** Every catalogue the page shows at once, loaded before it renders. */
export const PAGE_CATALOGUES: Catalogue[] = [campaignsCatalogue, postersCatalogue];

/**
 * A campaign's poster maker: `/festive/poster`, `/ganeshChaturthi/poster` and
 * `/Diwali/festiveposters` their occasion's,
 * `/campaign/download` the featured campaign's (or the one `?event=` names).
 */
export default function PosterPage(props: CampaignRouteProps) {
  const t = usePostersT();
  const dispatch = useAppDispatch();
  return (
    <CampaignToolFrame
      route={props}
      title={t('posters.title')}
      lead={t('posters.intro')}
      back={{ label: t('posters.back'), to: campaignPath }}
    >
      {(campaign) =>
        campaign.phase === 'running' ? (
          <PosterMaker
            campaign={campaign}
            onMade={() => dispatch(toolCompleted(festivalToolId('poster', campaign.event)))}
          />
        ) : (
          <OffSeason campaign={campaign} />
        )
      }
    </CampaignToolFrame>
  );
}
