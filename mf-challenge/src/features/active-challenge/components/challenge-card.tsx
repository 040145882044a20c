import {
  challengeProgress,
  formatCalendarDate,
  formatIndianNumber,
  type ActiveChallenge,
  type ChallengeProgress,
  RetryButton,
} from '@yoga/shared';
import { Link } from 'react-router-dom';
import { useHomeChallenge } from '../api/use-home-challenge';
import './challenge-card.css';

function progressLabel(progress: ChallengeProgress | null): string | null {
  if (!progress) return null;
  switch (progress.kind) {
    case 'upcoming':
      return progress.daysToStart === 1
        ? 'Starts tomorrow'
        : `Starts in ${progress.daysToStart} days`;
    case 'running':
      return `Live now · Day ${progress.day} of ${progress.totalDays}`;
    case 'ended':
      return 'Completed';
  }
}

function ChallengeDetails({ challenge }: { challenge: ActiveChallenge }) {
  const progress = challengeProgress(challenge, new Date());
  const label = progressLabel(progress);
  const started = progress?.kind === 'running' || progress?.kind === 'ended';
  return (
    <article className="challenge-card" aria-labelledby="challenge-card-title">
      {label && <p className="challenge-card__badge">{label}</p>}
      <h2 id="challenge-card-title" className="challenge-card__title">
        {challenge.title}
      </h2>
      <p className="challenge-card__date">
        {started ? 'Started on ' : 'Starts on '}
        <time dateTime={challenge.start_date}>{formatCalendarDate(challenge.start_date)}</time>
      </p>
      <p className="challenge-card__count">
        <strong data-testid="registration-count">
          {formatIndianNumber(challenge.totalregisteration)}
        </strong>
        <span>people have joined</span>
      </p>
      <p className="challenge-card__more">
        <Link to="/live">See the live sessions</Link>
      </p>
    </article>
  );
}

/** The home-page card of the challenge a country's members join now. */
export function ChallengeCard({ countrycode }: { countrycode: string }) {
  const { data, error, isLoading, isFetching, refetch } = useHomeChallenge(countrycode);

  if (isLoading) {
    return (
      <div className="challenge-card challenge-card--loading" role="status" aria-live="polite">
        <span className="challenge-card__skeleton" aria-hidden="true" />
        <span
          className="challenge-card__skeleton challenge-card__skeleton--short"
          aria-hidden="true"
        />
        <span className="visually-hidden">Loading the challenge…</span>
      </div>
    );
  }

  if (error && 'status' in error && error.status === 404) {
    return (
      <div className="challenge-card challenge-card--empty">
        <h2 className="challenge-card__title">No challenge is open right now</h2>
        <p>A new 14-day challenge starts every month. Please check back soon.</p>
      </div>
    );
  }

  if (error || !data) {
    return (
      <div className="challenge-card challenge-card--error" role="alert">
        <h2 className="challenge-card__title">We could not load the challenge</h2>
        <p>Please check your connection and try again.</p>
        <RetryButton onRetry={() => void refetch()} retrying={isFetching} />
      </div>
    );
  }

  return <ChallengeDetails challenge={data} />;
}
