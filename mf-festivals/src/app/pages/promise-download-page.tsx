import { skipToken } from '@reduxjs/toolkit/query';
import {
  ButtonLink,
  EmptyState,
  ErrorState,
  Skeleton,
  apiProblem,
  selectLead,
  useAppDispatch,
  useAppSelector,
  type Catalogue,
} from '@yoga/shared';
import { festivalToolId } from '@yoga/shared/domain';
import { Link, useSearchParams } from 'react-router-dom';
import { toolCompleted } from '../../features/festival-store/model/festival-slice';
import type { Campaign } from '@yoga/shared/models';
import { campaignsCatalogue } from '../../features/campaigns/campaigns-catalogue';
import { CampaignLoader } from '../../features/campaigns/components/campaign-loader';
import { pledgePath } from '../../features/campaigns/model/campaign-links';
import { useFestivalsMyPledgeQuery } from '../../features/pledges/api/pledges-api';
import { PledgeTaker } from '../../features/pledges/components/pledge-taker';
import { pledgesCatalogue, usePledgesT } from '../../features/pledges/pledges-catalogue';
import { PosterMaker } from '../../features/posters/components/poster-maker';
import { postersCatalogue } from '../../features/posters/posters-catalogue';
import { CampaignEyebrow } from './campaign-eyebrow';
import { campaignSource } from './campaign-source';
import './pages.css';

/** Every catalogue the page shows at once, loaded before it renders. */
export const PAGE_CATALOGUES: Catalogue[] = [
  campaignsCatalogue,
  pledgesCatalogue,
  postersCatalogue,
];

function PromiseCard({ campaign }: { campaign: Campaign }) {
  const t = usePledgesT();
  const dispatch = useAppDispatch();
  const lead = useAppSelector(selectLead);
  const mine = useFestivalsMyPledgeQuery(lead ? campaign.event : skipToken);
  // A visitor is shown the way to join; the pledge taker says it.
  if (!lead) return <PledgeTaker campaign={campaign} />;
  if (mine.isLoading) {
    return (
      <div aria-busy="true">
        <p role="status" className="kit-visually-hidden">
          {t('pledges.loading')}
        </p>
        <Skeleton shape="block" height="20rem" />
      </div>
    );
  }
  if (mine.data?.pledge) {
    return (
      <PosterMaker
        campaign={campaign}
        promise={{ name: mine.data.pledge.name }}
        onMade={() => dispatch(toolCompleted(festivalToolId('promise-card', campaign.event)))}
      />
    );
  }
  if (mine.data) {
    return (
      <EmptyState
        title={t('pledges.card.notTaken')}
        action={<ButtonLink to={pledgePath(campaign)}>{t('pledges.card.takeFirst')}</ButtonLink>}
      />
    );
  }
  return (
    <ErrorState
      message={t('pledges.error')}
      hint={apiProblem(mine.error)?.message}
      onRetry={() => void mine.refetch()}
      retrying={mine.isFetching}
    />
  );
}

/** `/promise/download`: the member's promise card, drawn on the phone, to share or keep. */
export default function PromiseDownloadPage() {
  const t = usePledgesT();
  const [search] = useSearchParams();
  return (
    <CampaignLoader source={campaignSource({}, search.get('event'))}>
      {(campaign) => (
        <div className="festival-page">
          <header className="festival-page__head">
            <CampaignEyebrow campaign={campaign} />
            <h1>{t('pledges.card.title')}</h1>
          </header>
          <p className="festival-page__lead">{t('pledges.card.intro')}</p>
          <PromiseCard campaign={campaign} />
          <Link className="festival-page__back" to={pledgePath(campaign)}>
            {t('pledges.back')}
          </Link>
        </div>
      )}
    </CampaignLoader>
  );
}
