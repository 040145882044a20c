import {
  ButtonLink,
  Card,
  EmptyState,
  ErrorState,
  Skeleton,
  apiProblem,
  useContentText,
  useFormat,
} from '@yoga/shared';
import type { Campaign } from '@yoga/shared/models';
import { Link } from 'react-router-dom';
import { useFestivalsCampaignQuery, type CampaignSource } from '../api/campaigns-api';
import { useCampaignsT } from '../campaigns-catalogue';
import { pledgePath, posterPath } from '../model/campaign-links';
import { CampaignDays } from './campaign-days';
import './campaigns.css';

function OffSeason({ campaign }: { campaign: Campaign }) {
  const t = useCampaignsT();
  const { calendarDate } = useFormat();
  return (
    <EmptyState
      title={t('campaigns.offSeason.title')}
      action={<ButtonLink to="/cmp">{t('campaigns.offSeason.link')}</ButtonLink>}
    >
      {campaign.phase === 'upcoming'
        ? t('campaigns.offSeason.upcoming', { date: calendarDate(campaign.starts_on) })
        : t('campaigns.offSeason.ended')}
    </EmptyState>
  );
}

function Running({ campaign }: { campaign: Campaign }) {
  const t = useCampaignsT();
  const content = useContentText();
  return (
    <div className="campaign__cards">
      <Card heading={t('campaigns.poster.title')}>
        <p>{t('campaigns.poster.text')}</p>
        <ButtonLink to={posterPath(campaign)}>{t('campaigns.poster.action')}</ButtonLink>
      </Card>
      {campaign.pledge !== null && (
        <Card heading={t('campaigns.pledge.title')}>
          <blockquote className="campaign__pledge">
            {content(campaign.pledge, campaign.pledge_hi)}
          </blockquote>
          <p className="campaign__count">
            {t('campaigns.pledge.count', { count: campaign.pledges })}
          </p>
          <ButtonLink variant="secondary" to={pledgePath(campaign)}>
            {t('campaigns.pledge.action')}
          </ButtonLink>
        </Card>
      )}
    </div>
  );
}

/** A campaign's page: its title, days and story, then its poster and pledge while it runs. */
export function CampaignView({ source }: { source: CampaignSource }) {
  const t = useCampaignsT();
  const content = useContentText();
  const {
    data: campaign,
    error,
    isLoading,
    isFetching,
    refetch,
  } = useFestivalsCampaignQuery(source);
  if (isLoading) {
    return (
      <div className="campaign" aria-busy="true">
        <p role="status" className="kit-visually-hidden">
          {t('campaigns.loading')}
        </p>
        <Skeleton width="70%" height="2.5rem" />
        <Skeleton width="40%" height="1.5rem" />
        <Skeleton height="6rem" />
      </div>
    );
  }
  if (!campaign) {
    const problem = apiProblem(error);
    if (error && 'status' in error && error.status === 404) {
      return (
        <EmptyState
          title={t('campaigns.missing.title')}
          action={<ButtonLink to="/cmp">{t('campaigns.offSeason.link')}</ButtonLink>}
        >
          {t('campaigns.missing.text')}
        </EmptyState>
      );
    }
    return (
      <ErrorState
        message={t('campaigns.error')}
        hint={problem?.message}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  return (
    <article className="campaign">
      <header className="campaign__head">
        <h1>{content(campaign.title, campaign.title_hi)}</h1>
        <CampaignDays campaign={campaign} />
      </header>
      <p className="campaign__summary">{content(campaign.summary, campaign.summary_hi)}</p>
      {campaign.phase === 'running' ? (
        <>
          <Running campaign={campaign} />
          <Link className="campaign__all" to="/cmp">
            {t('campaigns.all')}
          </Link>
        </>
      ) : (
        <OffSeason campaign={campaign} />
      )}
    </article>
  );
}
