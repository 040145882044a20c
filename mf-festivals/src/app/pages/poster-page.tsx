import { useAppDispatch, type Catalogue } from '@yoga/shared';
import { festivalToolId } from '@yoga/shared/domain';
import { toolCompleted } from '../../features/festival-store/model/festival-slice';
import { Link, useSearchParams } from 'react-router-dom';
import { campaignsCatalogue } from '../../features/campaigns/campaigns-catalogue';
import { CampaignLoader } from '../../features/campaigns/components/campaign-loader';
import { OffSeason } from '../../features/campaigns/components/campaign-view';
import { campaignPath } from '../../features/campaigns/model/campaign-links';
import { PosterMaker } from '../../features/posters/components/poster-maker';
import { postersCatalogue, usePostersT } from '../../features/posters/posters-catalogue';
import { CampaignEyebrow } from './campaign-eyebrow';
import { campaignSource, type CampaignRouteProps } from './campaign-source';
import './pages.css';

/** Every catalogue the page shows at once, loaded before it renders. */
export const PAGE_CATALOGUES: Catalogue[] = [campaignsCatalogue, postersCatalogue];

/**
 * A campaign's poster maker: `/festive/poster` and `/ganeshChaturthi/poster` their occasion's,
 * `/campaign/download` the featured campaign's (or the one `?event=` names).
 */
export default function PosterPage(props: CampaignRouteProps) {
  const t = usePostersT();
  const [search] = useSearchParams();
  const dispatch = useAppDispatch();
  return (
    <CampaignLoader source={campaignSource(props, search.get('event'))}>
      {(campaign) => (
        <div className="festival-page">
          <header className="festival-page__head">
            <CampaignEyebrow campaign={campaign} />
            <h1>{t('posters.title')}</h1>
          </header>
          <p className="festival-page__lead">{t('posters.intro')}</p>
          {campaign.phase === 'running' ? (
            <PosterMaker
              campaign={campaign}
              onMade={() => dispatch(toolCompleted(festivalToolId('poster', campaign.event)))}
            />
          ) : (
            <OffSeason campaign={campaign} />
          )}
          <Link className="festival-page__back" to={campaignPath(campaign)}>
            {t('posters.back')}
          </Link>
        </div>
      )}
    </CampaignLoader>
  );
}
