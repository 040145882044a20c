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
import { toolCompleted } from '../../features/festival-store/model/festival-slice';
import type { Campaign } from '@yoga/shared/models';
import { campaignsCatalogue } from '../../features/campaigns/campaigns-catalogue';
import { pledgePath } from '../../features/campaigns/model/campaign-links';
import { useFestivalsMyPledgeQuery } from '../../features/pledges/api/pledges-api';
import { PledgeTaker } from '../../features/pledges/components/pledge-taker';
import { pledgesCatalogue, usePledgesT } from '../../features/pledges/pledges-catalogue';
import { PosterMaker } from '../../features/posters/components/poster-maker';
import { postersCatalogue } from '../../features/posters/posters-catalogue';
import { CampaignToolFrame } from './campaign-tool-frame';

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
  return (
    <CampaignToolFrame
      title={t('pledges.card.title')}
      lead={t('pledges.card.intro')}
      back={{ label: t('pledges.back'), to: pledgePath }}
    >
      {(campaign) => <PromiseCard campaign={campaign} />}
    </CampaignToolFrame>
  );
}
