import { ButtonLink, Card } from '@yoga/shared';
import { useChallengeLeadAttendanceQuery } from '../api/live-attendance-api';
import { useLiveJoinT } from '../live-join-catalogue';
import type { LiveToday } from '../model/live-today';
import './member-day-status.css';

type Running = Extract<LiveToday, { kind: 'running' }>;

/**
 * The home page's line for a signed-in member during the challenge: today's status and the one
 * next thing to do. A failed attendance read counts as not attended yet (spec section 8).
 */
export function MemberDayStatus({
  today,
  clockOf,
}: {
  today: Running;
  clockOf: (instant: string) => string;
}) {
  const t = useLiveJoinT();
  const attendance = useChallengeLeadAttendanceQuery();
  // Until the read answers the card waits, rather than saying "live now" and then "attended".
  if (attendance.isLoading) return null;
  const attended = attendance.data?.sessions.some((session) => session.day === today.day);
  const open = today.batches.find((batch) => batch.state === 'open');
  const next = today.next;

  let status: string;
  let action = t('liveJoin.home.seeLive');
  if (attended) status = t('liveJoin.home.attended');
  else if (open) {
    status = t('liveJoin.home.liveNow', { time: open.time });
    action = t('liveJoin.home.joinNow');
  } else if (next?.day === today.day)
    status = t('liveJoin.home.nextAt', { time: clockOf(next.starts_at) });
  else if (next) status = t('liveJoin.home.tomorrow', { time: clockOf(next.starts_at) });
  else status = t('liveJoin.home.none');

  return (
    <Card
      heading={t('liveJoin.home.title', { day: today.day, total: today.totalDays })}
      className="member-day-status"
    >
      <p role="status">{status}</p>
      <ButtonLink to="/live" variant={open && !attended ? 'primary' : 'secondary'}>
        {action}
      </ButtonLink>
    </Card>
  );
}
