import { EmptyState, useAppDispatch, type Catalogue } from '@yoga/shared';
import { festivalToolId } from '@yoga/shared/domain';
import { toolCompleted } from '../../features/festival-store/model/festival-slice';
import { extraCatalogue } from '@yoga/shared/ui-extra';
import { Link, useSearchParams } from 'react-router-dom';
import { campaignsCatalogue } from '../../features/campaigns/campaigns-catalogue';
import { CampaignLoader } from '../../features/campaigns/components/campaign-loader';
import { OffSeason } from '../../features/campaigns/components/campaign-view';
import { campaignPath } from '../../features/campaigns/model/campaign-links';
import { PledgeTaker } from '../../features/pledges/components/pledge-taker';
import { pledgesCatalogue, usePledgesT } from '../../features/pledges/pledges-catalogue';
import { campaignSource } from './campaign-source';
import { CampaignEyebrow } from './campaign-eyebrow';
import './pages.css';

/** Every catalogue the page shows at once, loaded before it renders. */
export const PAGE_CATALOGUES: Catalogue[] = [campaignsCatalogue, pledgesCatalogue, extraCatalogue];

/** `/promise`: take the pledge of the featured campaign (or of the one `?event=` names). */
export default function PromisePage() {
  const t = usePledgesT();
  const [search] = useSearchParams();
  const dispatch = useAppDispatch();
  return (
    <CampaignLoader source={campaignSource({}, search.get('event'))}>
      {(campaign) => (
        <div className="festival-page">
          <header className="festival-page__head">
            <CampaignEyebrow campaign={campaign} />
            <h1>{t('pledges.title')}</h1>
          </header>
          <p className="festival-page__lead">{t('pledges.intro')}</p>
          {campaign.phase !== 'running' ? (
            <OffSeason campaign={campaign} />
          ) : campaign.pledge === null ? (
            <EmptyState title={t('pledges.none')} />
          ) : (
            <PledgeTaker
              campaign={campaign}
              onTaken={() => dispatch(toolCompleted(festivalToolId('pledge', campaign.event)))}
            />
          )}
          <Link className="festival-page__back" to={campaignPath(campaign)}>
            {t('pledges.back')}
          </Link>
        </div>
      )}
    </CampaignLoader>
  );
}
