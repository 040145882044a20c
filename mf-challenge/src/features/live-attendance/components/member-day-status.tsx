import { ButtonLink, Card, useContentText, type LiveSession } from '@yoga/shared';
import { Countdown } from '@yoga/shared/ui-extra';
import { useChallengeLeadAttendanceQuery } from '../api/live-attendance-api';
import { useLiveJoinT } from '../live-join-catalogue';
import type { LiveToday } from '../model/live-today';
import './member-day-status.css';

type Running = Extract<LiveToday, { kind: 'running' }>;

/**
 * The first thing on a signed-in member's home during the challenge: today's status and the one
 * next thing to do — Join while a batch is live, else the next session's time and topic with a
 * countdown when it is today. A failed attendance read counts as not attended yet (spec 8).
 */
export function MemberDayStatus({
  today,
  tomorrow,
  clockOf,
}: {
  today: Running;
  /** Tomorrow's first session, told once today is attended; null on the last day. */
  tomorrow: LiveSession | null;
  clockOf: (instant: string) => string;
}) {
  const t = useLiveJoinT();
  const content = useContentText();
  const attendance = useChallengeLeadAttendanceQuery();
  // Until the read answers the card waits, rather than saying "live now" and then "attended".
  if (attendance.isLoading) return null;
  const attended = attendance.data?.sessions.some((session) => session.day === today.day);
  const open = today.batches.find((batch) => batch.state === 'open');
  // Once today is attended, the next thing is tomorrow's session, not today's later batches.
  const next = attended ? tomorrow : today.next;
  const topic = next ? content(next.title, next.title_hi) : '';
  const nextToday = next?.day === today.day;

  let status: string;
  let action = t('liveJoin.home.seeLive');
  if (open && !attended) {
    status = t('liveJoin.home.liveNow', { time: open.time });
    action = t('liveJoin.home.joinNow');
  } else if (!next) status = attended ? t('liveJoin.home.attended') : t('liveJoin.home.none');
  else if (nextToday) status = t('liveJoin.home.nextAt', { time: clockOf(next.starts_at), topic });
  else
    status = t(attended ? 'liveJoin.home.attendedNext' : 'liveJoin.home.tomorrow', {
      time: clockOf(next.starts_at),
      topic,
    });

  return (
    <Card
      heading={t('liveJoin.home.title', { day: today.day, total: today.totalDays })}
      className="member-day-status"
    >
      <p role="status">{status}</p>
      {next && nextToday && !open && (
        <Countdown to={Date.parse(next.starts_at)} label={t('liveJoin.home.startsIn')} />
      )}
      <ButtonLink to="/live" variant={open && !attended ? 'primary' : 'secondary'}>
        {action}
      </ButtonLink>
    </Card>
  );
}
