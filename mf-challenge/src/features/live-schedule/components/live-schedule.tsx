import { RetryButton } from '@yoga/shared';
import { useEffect, useState } from 'react';
import { useChallengeProgramQuery } from '../api/program-api';
import { scheduleRows, type SessionState } from '../model/schedule-rows';
import './live-schedule.css';

const STATE_LABEL: Record<SessionState, string> = {
  over: 'Done',
  open: 'Live now',
  next: 'Next',
  later: '',
};

/** The states change at the minute; a member keeping the page open sees "Live now" arrive. */
function useMinute(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The 14 daily live sessions of a challenge, in the member's own time zone. */
export function LiveSchedule({ challengeId }: { challengeId: number }) {
  const { data, error, isLoading, isFetching, refetch } = useChallengeProgramQuery(challengeId);
  const now = useMinute();

  if (isLoading) {
    return (
      <p className="live-schedule__status" role="status">
        Loading the live sessions…
      </p>
    );
  }
  if (error || !data) {
    return (
      <div className="live-schedule__status" role="alert">
        <p>We could not load the live sessions. Please check your connection and try again.</p>
        <RetryButton onRetry={() => void refetch()} retrying={isFetching} />
      </div>
    );
  }

  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const rows = scheduleRows(data.sessions, now, zone);
  return (
    <section className="live-schedule" aria-labelledby="live-schedule-title">
      <h2 id="live-schedule-title" className="live-schedule__title">
        {data.title}
      </h2>
      <p className="live-schedule__zone">Times are in your time zone ({zone}).</p>
      {rows.length === 0 ? (
        <p>The sessions of this challenge are not scheduled yet. Please check back soon.</p>
      ) : (
        <ol className="live-schedule__list">
          {rows.map((row) => (
            <li
              key={row.day}
              className={`live-schedule__row live-schedule__row--${row.state}`}
              aria-current={row.state === 'open' ? 'time' : undefined}
            >
              <span className="live-schedule__day">Day {row.day}</span>
              <span className="live-schedule__what">
                <strong>{row.title}</strong>
                <time dateTime={row.startsAt}>
                  {row.date} · {row.time} · {row.minutes} min
                </time>
              </span>
              {STATE_LABEL[row.state] && (
                <span className="live-schedule__state">{STATE_LABEL[row.state]}</span>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
