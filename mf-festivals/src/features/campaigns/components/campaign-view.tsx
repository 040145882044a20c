import { Badge, ButtonLink, Card, EmptyState, useContentText, useFormat } from '@yoga/shared';
import { isToolDone, type FestivalTool } from '@yoga/shared/domain';
import type { Campaign } from '@yoga/shared/models';
import { Link } from 'react-router-dom';
import type { CampaignSource } from '../api/campaigns-api';
import { useCampaignsT } from '../campaigns-catalogue';
import { pledgePath, posterPath } from '../model/campaign-links';
import { CampaignDays } from './campaign-days';
import { CampaignLoader } from './campaign-loader';
import './campaigns.css';

/** What a campaign's pages say out of its days: when it opens, or that it comes back next season. */
export function OffSeason({ campaign }: { campaign: Campaign }) {
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

function Running({
  campaign,
  completedTools,
}: {
  campaign: Campaign;
  completedTools: readonly string[];
}) {
  const t = useCampaignsT();
  const done = (tool: FestivalTool) => isToolDone(completedTools, tool, campaign.event);
  const content = useContentText();
  return (
    <div className="campaign__cards">
      <Card heading={t('campaigns.poster.title')}>
        <p>{t('campaigns.poster.text')}</p>
        {done('poster') && (
          <p className="campaign__done">
            <Badge tone="success">{t('campaigns.done.poster')}</Badge>
          </p>
        )}
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
          {done('pledge') && (
            <p className="campaign__done">
              <Badge tone="success">{t('campaigns.done.pledge')}</Badge>
            </p>
          )}
          <ButtonLink variant="secondary" to={pledgePath(campaign)}>
            {t('campaigns.pledge.action')}
          </ButtonLink>
        </Card>
      )}
    </div>
  );
}

/** A campaign's page: its title, days and story, then its poster and pledge while it runs. */
export function CampaignView({
  source,
  completedTools = [],
}: {
  source: CampaignSource;
  /** The festival store's completed tools: the cards say which this member has done. */
  completedTools?: readonly string[];
}) {
  const t = useCampaignsT();
  const content = useContentText();
  return (
    <CampaignLoader source={source}>
      {(campaign) => (
        <article className="campaign">
          <header className="campaign__head">
            <h1>{content(campaign.title, campaign.title_hi)}</h1>
            <CampaignDays campaign={campaign} />
          </header>
          <p className="campaign__summary">{content(campaign.summary, campaign.summary_hi)}</p>
          {campaign.phase === 'running' ? (
            <>
              <Running campaign={campaign} completedTools={completedTools} />
              <Link className="campaign__all" to="/cmp">
                {t('campaigns.all')}
              </Link>
            </>
          ) : (
            <OffSeason campaign={campaign} />
          )}
        </article>
      )}
    </CampaignLoader>
  );
}
