import {
  ButtonLink,
  EmptyState,
  ErrorState,
  Skeleton,
  Trans,
  apiProblem,
  useContentText,
} from '@yoga/shared';
import { Link } from 'react-router-dom';
import { useFestivalsPledgeQuery } from '../api/pledges-api';
import { usePledgesT } from '../pledges-catalogue';
import { PledgeQuote } from './pledge-taker';
import './pledges.css';

/**
 * `/pledge/:slug`: a member's pledge as anyone with the link sees it: the printed name, the
 * promise, its campaign and how many took it, and a way to join that credits the member.
 */
export function PledgePublic({ slug }: { slug: string }) {
  const t = usePledgesT();
  const content = useContentText();
  const { data: pledge, error, isLoading, isFetching, refetch } = useFestivalsPledgeQuery(slug);
  if (isLoading) {
    return (
      <div className="pledge" aria-busy="true">
        <p role="status" className="kit-visually-hidden">
          {t('pledges.public.loading')}
        </p>
        <Skeleton width="60%" height="2.5rem" />
        <Skeleton shape="block" height="8rem" />
      </div>
    );
  }
  if (!pledge) {
    if (error && 'status' in error && (error.status === 404 || error.status === 400)) {
      return (
        <EmptyState
          title={t('pledges.public.missing.title')}
          action={<ButtonLink to="/cmp">{t('pledges.public.campaigns')}</ButtonLink>}
        >
          {t('pledges.public.missing.text')}
        </EmptyState>
      );
    }
    return (
      <ErrorState
        message={t('pledges.public.error')}
        hint={apiProblem(error)?.message}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  const campaign = pledge.campaign;
  const title = content(campaign.title, campaign.title_hi);
  return (
    <article className="pledge">
      <header className="pledge__head">
        <h1>{t('pledges.public.title', { name: pledge.name })}</h1>
        <p>
          <Trans
            id="pledges.public.campaign"
            values={{ title }}
            components={{ 0: <Link to={`/cmp/${encodeURIComponent(campaign.event)}`} /> }}
          />
        </p>
      </header>
      <PledgeQuote campaign={campaign} />
      <p className="pledge__count">{t('pledges.public.count', { count: campaign.pledges })}</p>
      <div className="pledge__actions">
        <ButtonLink to={pledge.join_path}>{t('pledges.public.join')}</ButtonLink>
        {campaign.phase === 'running' && (
          <Link to={`/promise?event=${encodeURIComponent(campaign.event)}`}>
            {t('pledges.public.takeToo')}
          </Link>
        )}
      </div>
      <p className="pledge__hint">{t('pledges.public.joinHint', { name: pledge.name })}</p>
    </article>
  );
}
