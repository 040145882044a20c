import { memberTimeZone, selectLead, useAppSelector, useLanguage } from '@yoga/shared';
import { MemberDayStatus } from '../../features/live-attendance/components/member-day-status';
import { liveToday } from '../../features/live-attendance/model/live-today';
import { useChallengeProgramQuery } from '../../features/live-schedule/api/program-api';
import { useClock, useNow } from './member-clock';

/**
 * The home page's status line for a signed-in member while their challenge runs; nothing before
 * or after it, or while the programme loads (the card above says when it starts or that it ended).
 */
export default function HomeMemberStatus() {
  const lead = useAppSelector(selectLead);
  const challengeId = lead?.active_challenge_id ?? null;
  const { locale } = useLanguage();
  const program = useChallengeProgramQuery(challengeId ?? 0, { skip: challengeId === null });
  const now = useNow();
  const clockOf = useClock(locale);
  const today = program.data ? liveToday(program.data, now, memberTimeZone(), locale) : null;
  if (today?.kind !== 'running') return null;
  return <MemberDayStatus today={today} clockOf={clockOf} />;
}
