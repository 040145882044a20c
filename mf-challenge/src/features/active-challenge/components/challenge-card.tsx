import {
  Badge,
  Card,
  challengeProgress,
  EmptyState,
  ErrorState,
  Skeleton,
  Trans,
  useContentText,
  useFormat,
  type ActiveChallenge,
  type ChallengeProgress,
} from '@yoga/shared';
import { Link } from 'react-router-dom';
import { useChallengeT } from '../../../locales/challenge-catalogue';
import { useHomeChallenge } from '../api/use-home-challenge';
import './challenge-card.css';

type ChallengeT = ReturnType<typeof useChallengeT>;

function progressLabel(progress: ChallengeProgress | null, t: ChallengeT): string | null {
  if (!progress) return null;
  switch (progress.kind) {
    case 'upcoming':
      return t('challenge.card.startsIn', { days: progress.daysToStart });
    case 'running':
      return t('challenge.card.running', { day: progress.day, total: progress.totalDays });
    case 'ended':
      return t('challenge.card.completed');
  }
}

function ChallengeDetails({ challenge }: { challenge: ActiveChallenge }) {
  const t = useChallengeT();
  const format = useFormat();
  const content = useContentText();
  const progress = challengeProgress(challenge, new Date());
  const label = progressLabel(progress, t);
  const started = progress?.kind === 'running' || progress?.kind === 'ended';
  const date = format.calendarDate(challenge.start_date);
  return (
    <Card
      as="article"
      heading={content(challenge.title, challenge.title_hi)}
      className="challenge-card"
    >
      {label && (
        <p className="challenge-card__badge">
          <Badge tone="brand">{label}</Badge>
        </p>
      )}
      <p className="challenge-card__date">
        <Trans
          id={started ? 'challenge.card.startedOn' : 'challenge.card.startsOn'}
          values={{ date }}
          components={{ 0: <time dateTime={challenge.start_date} /> }}
        />
      </p>
      <p className="challenge-card__count">
        <strong data-testid="registration-count">
          {format.number(challenge.totalregisteration)}
        </strong>
        <span>{t('challenge.card.joined', { count: challenge.totalregisteration })}</span>
      </p>
      <p className="challenge-card__more">
        <Link to="/live">{t('challenge.card.seeLive')}</Link>
      </p>
    </Card>
  );
}

/** The card's room while the challenge is read: its size, so nothing under it moves. */
export function ChallengeCardLoading() {
  const t = useChallengeT();
  return (
    <Card className="challenge-card challenge-card--loading">
      <Skeleton height="1.6rem" />
      <Skeleton width="55%" />
      <Skeleton width="40%" height="2.4rem" />
      <p className="visually-hidden" role="status">
        {t('challenge.card.loading')}
      </p>
    </Card>
  );
}

/** The card for a read of the challenge made by its caller (the member home waits for it too). */
export function ChallengeCardView({
  challenge: { data, error, isLoading, isFetching, refetch },
}: {
  challenge: ReturnType<typeof useHomeChallenge>;
}) {
  const t = useChallengeT();

  if (isLoading) return <ChallengeCardLoading />;

  if (error && 'status' in error && error.status === 404) {
    return (
      <Card className="challenge-card">
        <EmptyState title={t('challenge.card.noneTitle')}>
          {t('challenge.card.noneText')}
        </EmptyState>
      </Card>
    );
  }

  if (error || !data) {
    return (
      <Card className="challenge-card">
        <ErrorState
          message={t('challenge.card.errorTitle')}
          hint={t('challenge.card.errorText')}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      </Card>
    );
  }

  return <ChallengeDetails challenge={data} />;
}

/** The home-page card of the challenge a country's members join now. */
export function ChallengeCard({ countrycode }: { countrycode: string }) {
  return <ChallengeCardView challenge={useHomeChallenge(countrycode)} />;
}
