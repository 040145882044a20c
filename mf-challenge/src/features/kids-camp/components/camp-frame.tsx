import { Card, EmptyState, ErrorState, Skeleton } from '@yoga/shared';
import type { KidsCamp } from '@yoga/shared/models';
import type { ReactNode } from 'react';
import { useKidsCampQuery } from '../api/kids-camp-api';
import { useKidsCampT } from '../kids-camp-catalogue';
import './kids-camp.css';

/** A kids camp page: its title, then the camp's own content once it is read (or why not). */
export function CampFrame({
  title,
  children,
}: {
  title: string;
  children: (camp: KidsCamp) => ReactNode;
}) {
  const t = useKidsCampT();
  const answer = useKidsCampQuery();
  let body: ReactNode;
  if (answer.data) {
    body = answer.data.camp ? (
      children(answer.data.camp)
    ) : (
      <EmptyState title={t('kidsCamp.noneTitle')}>{t('kidsCamp.noneText')}</EmptyState>
    );
  } else if (answer.isError) {
    body = (
      <ErrorState
        message={t('kidsCamp.error')}
        onRetry={() => void answer.refetch()}
        retrying={answer.isFetching}
      />
    );
  } else {
    body = (
      <Card heading={title}>
        <p role="status">{t('kidsCamp.loading')}</p>
        <Skeleton height="16rem" />
      </Card>
    );
  }
  return (
    <div className="member-page kids-camp">
      <h1>{title}</h1>
      {body}
    </div>
  );
}
