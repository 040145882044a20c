import {
  ButtonLink,
  EmptyState,
  ErrorState,
  Skeleton,
  apiProblem,
  useContentText,
} from '@yoga/shared';
import type { Campaign } from '@yoga/shared/models';
import { useFestivalsRunningCampaignsQuery } from '../api/campaigns-api';
import { useCampaignsT } from '../campaigns-catalogue';
import { campaignPath } from '../model/campaign-links';
import { CampaignDays } from './campaign-days';
import './campaigns.css';

function CampaignItem({ campaign }: { campaign: Campaign }) {
  const t = useCampaignsT();
  const content = useContentText();
  const title = content(campaign.title, campaign.title_hi);
  return (
    <li className="kit-card campaign-list__item">
      <h2 className="campaign-list__title">{title}</h2>
      <CampaignDays campaign={campaign} />
      <p>{content(campaign.summary, campaign.summary_hi)}</p>
      <ButtonLink
        variant="secondary"
        to={campaignPath(campaign)}
        aria-label={t('campaigns.list.open', { title })}
      >
        {t('campaigns.list.openShort')}
      </ButtonLink>
    </li>
  );
}

/** `/cmp`: every campaign running today, or a clear word that none is. */
export function CampaignList() {
  const t = useCampaignsT();
  const { data, error, isLoading, isFetching, refetch } = useFestivalsRunningCampaignsQuery();
  let body;
  if (isLoading) {
    body = (
      <div aria-busy="true" className="campaign-list__loading">
        <p role="status" className="kit-visually-hidden">
          {t('campaigns.list.loading')}
        </p>
        <Skeleton shape="block" height="9rem" />
        <Skeleton shape="block" height="9rem" />
      </div>
    );
  } else if (!data) {
    body = (
      <ErrorState
        message={t('campaigns.list.error')}
        hint={apiProblem(error)?.message}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  } else if (data.campaigns.length === 0) {
    body = (
      <EmptyState title={t('campaigns.list.empty.title')}>
        {t('campaigns.list.empty.text')}
      </EmptyState>
    );
  } else {
    body = (
      <ul className="campaign-list">
        {data.campaigns.map((campaign) => (
          <CampaignItem key={campaign.event} campaign={campaign} />
        ))}
      </ul>
    );
  }
  return (
    <div className="campaign">
      <h1>{t('campaigns.list.title')}</h1>
      <p className="campaign__summary">{t('campaigns.list.intro')}</p>
      {body}
    </div>
  );
}
