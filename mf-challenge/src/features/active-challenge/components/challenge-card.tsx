import {
  challengeProgress,
  RetryButton,
  Trans,
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
  const progress = challengeProgress(challenge, new Date());
  const label = progressLabel(progress, t);
  const started = progress?.kind === 'running' || progress?.kind === 'ended';
  const date = format.calendarDate(challenge.start_date);
  return (
    <article className="challenge-card" aria-labelledby="challenge-card-title">
      {label && <p className="challenge-card__badge">{label}</p>}
      <h2 id="challenge-card-title" className="challenge-card__title">
        {challenge.title}
      </h2>
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
    </article>
  );
}

/** The home-page card of the challenge a country's members join now. */
export function ChallengeCard({ countrycode }: { countrycode: string }) {
  const t = useChallengeT();
  const { data, error, isLoading, isFetching, refetch } = useHomeChallenge(countrycode);

  if (isLoading) {
    return (
      <div className="challenge-card challenge-card--loading" role="status" aria-live="polite">
        <span className="challenge-card__skeleton" aria-hidden="true" />
        <span
          className="challenge-card__skeleton challenge-card__skeleton--short"
          aria-hidden="true"
        />
        <span className="visually-hidden">{t('challenge.card.loading')}</span>
      </div>
    );
  }

  if (error && 'status' in error && error.status === 404) {
    return (
      <div className="challenge-card challenge-card--empty">
        <h2 className="challenge-card__title">{t('challenge.card.noneTitle')}</h2>
        <p>{t('challenge.card.noneText')}</p>
      </div>
    );
  }

  if (error || !data) {
    return (
      <div className="challenge-card challenge-card--error" role="alert">
        <h2 className="challenge-card__title">{t('challenge.card.errorTitle')}</h2>
        <p>{t('challenge.card.errorText')}</p>
        <RetryButton onRetry={() => void refetch()} retrying={isFetching} />
      </div>
    );
  }

  return <ChallengeDetails challenge={data} />;
}
