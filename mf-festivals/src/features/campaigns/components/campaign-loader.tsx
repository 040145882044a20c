import { ButtonLink, EmptyState, ErrorState, Skeleton, apiProblem } from '@yoga/shared';
import type { Campaign } from '@yoga/shared/models';
import type { ReactNode } from 'react';
import { useFestivalsCampaignQuery, type CampaignSource } from '../api/campaigns-api';
import { useCampaignsT } from '../campaigns-catalogue';
import './campaigns.css';

/**
 * Reads the campaign a page is about and shows it through `children`; meanwhile the space it will
 * take, and when it cannot be read, why (not found, or failed with a retry).
 */
export function CampaignLoader({
  source,
  children,
}: {
  source: CampaignSource;
  children: (campaign: Campaign) => ReactNode;
}) {
  const t = useCampaignsT();
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
        <Skeleton shape="block" height="6rem" />
      </div>
    );
  }
  if (campaign) return children(campaign);
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
      hint={apiProblem(error)?.message}
      onRetry={() => void refetch()}
      retrying={isFetching}
    />
  );
}
