import { ButtonLink, type WorldRecordAttendance } from '@yoga/shared';
import { useLiveJoinT } from '../live-join-catalogue';
import './world-record.css';

export interface WorldRecordProps {
  /** The member's read of the attempt (undefined when it failed): the page waits for it. */
  data: WorldRecordAttendance | undefined;
  /** The challenge's day now: 0 before day 1, past the last day once it ended. */
  challengeDay: number;
  /** "06:30" on the member's clock. */
  clockOf: (instant: string) => string;
}

/**
 * The challenge's world-record attempt: when it is (challenge day, member's clock) until its day
 * has passed and, once the member attended it, that they were part of it. A member who missed it
 * is not reminded afterwards. Either way it leads to `/wr-certificate`, the participation
 * certificate of this same session (another remote: a plain path). Nothing when the challenge has
 * none, and nothing when the read fails: like the other attendance reads (spec section 8), it never
 * shows an error.
 */
export function WorldRecord({ data, challengeDay, clockOf }: WorldRecordProps) {
  const t = useLiveJoinT();
  const session = data?.session;
  if (!session || (!data.attended && challengeDay > session.day)) return null;
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
      <ButtonLink to="/wr-certificate" variant="secondary" className="world-record__certificate">
        {data.attended
          ? t('liveJoin.worldRecordCertificate')
          : t('liveJoin.worldRecordCertificateAhead')}
      </ButtonLink>
    </section>
  );
}
