import { useChallengeWorldRecordQuery } from '../api/live-attendance-api';
import { useLiveJoinT } from '../live-join-catalogue';
import './world-record.css';

/**
 * The challenge's world-record attempt: when it is (challenge day, member's clock) and, once the
 * member attended it, that they were part of it. Nothing when the challenge has none, and nothing
 * when the read fails: like the other attendance reads (spec section 8), it never shows an error.
 */
export function WorldRecord({ clockOf }: { clockOf: (instant: string) => string }) {
  const t = useLiveJoinT();
  const { data } = useChallengeWorldRecordQuery();
  const session = data?.session;
  if (!session) return null;
  return (
    <section
      className={`world-record${data.attended ? ' world-record--attended' : ''}`}
      aria-label={t('liveJoin.worldRecord')}
      data-testid="world-record"
    >
      <p className="world-record__text">
        {data.attended
          ? t('liveJoin.worldRecordAttended')
          : t('liveJoin.worldRecordWhen', { day: session.day, time: clockOf(session.starts_at) })}
      </p>
    </section>
  );
}
