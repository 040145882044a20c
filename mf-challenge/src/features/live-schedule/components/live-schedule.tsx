import {
  EmptyState,
  ErrorState,
  Spinner,
  memberTimeZone,
  useContentText,
  useLanguage,
} from '@yoga/shared';
import { timeZoneWords } from '@yoga/shared/rules';
import { useChallengeProgramQuery } from '../api/program-api';
import { scheduleRows, type SessionState } from '../model/schedule-rows';
import { useLiveT } from '../live-catalogue';
import './live-schedule.css';

/** Sessions further ahead carry no label. */
const STATE_LABEL = {
  over: 'live.done',
  open: 'live.liveNow',
  next: 'live.next',
} as const satisfies Record<Exclude<SessionState, 'later'>, string>;

/**
 * The 14 days of a challenge's live sessions, each with its batches on the member's clock, as they
 * stand at `now` (the page's ticking clock, so "Live now" arrives while the page stays open).
 */
export function LiveSchedule({ challengeId, now }: { challengeId: number; now: Date }) {
  const { data, error, isLoading, isFetching, refetch } = useChallengeProgramQuery(challengeId);
  const t = useLiveT();
  const { language, locale } = useLanguage();
  const content = useContentText();

  if (isLoading) {
    return (
      <p className="live-schedule__status">
        <Spinner label={t('live.loading')} />
      </p>
    );
  }
  if (error || !data) {
    return (
      <ErrorState message={t('live.error')} onRetry={() => void refetch()} retrying={isFetching} />
    );
  }

  const zone = memberTimeZone();
  const rows = scheduleRows(data.sessions, now, zone, locale);
  return (
    <section className="live-schedule" aria-labelledby="live-schedule-title">
      <h2 id="live-schedule-title" className="live-schedule__title">
        {content(data.title, data.title_hi)}
      </h2>
      <p className="live-schedule__zone">
        {t('live.zone', { zone: timeZoneWords(zone, language) })}
      </p>
      {rows.length === 0 ? (
        <EmptyState title={t('live.empty')} />
      ) : (
        <ol className="live-schedule__list">
          {rows.map((row) => (
            <li
              key={row.day}
              className={`live-schedule__row live-schedule__row--${row.state}`}
              aria-current={row.state === 'open' ? 'time' : undefined}
            >
              <span className="live-schedule__day">{t('live.day', { day: row.day })}</span>
              <span className="live-schedule__what">
                <strong>{content(row.title, row.title_hi)}</strong>
                <time dateTime={row.startsAt}>
                  {t('live.when', {
                    date: row.date,
                    time: row.times.join(', '),
                    minutes: row.minutes,
                  })}
                </time>
              </span>
              {row.state !== 'later' && (
                <span className="live-schedule__state">{t(STATE_LABEL[row.state])}</span>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
