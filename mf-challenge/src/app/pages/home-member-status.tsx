import {
  ensureCatalogue,
  memberTimeZone,
  selectLead,
  useAppSelector,
  useLanguage,
} from '@yoga/shared';
import { extraCatalogue } from '@yoga/shared/ui-extra';
import { useChallengeLeadAttendanceQuery } from '../../features/live-attendance/api/live-attendance-api';
import { MemberDayStatus } from '../../features/live-attendance/components/member-day-status';
import { liveJoinCatalogue } from '../../features/live-attendance/live-join-catalogue';
import { liveToday } from '../../features/live-attendance/model/live-today';
import { useChallengeProgramQuery } from '../../features/live-schedule/api/program-api';
import { MemberStanding } from '../../features/member-standing/components/member-standing';
import { memberStandingCatalogue } from '../../features/member-standing/member-standing-catalogue';
import { PastChallenges } from '../../features/past-challenges/components/past-challenges';
import { pastChallengesCatalogue } from '../../features/past-challenges/past-challenges-catalogue';
import { useClock, useNow } from './member-clock';

/**
 * The top of a signed-in member's home, under their greeting: today's next action while their
 * challenge runs, then what waits for them and their points, place and streak, then their past
 * challenges (the card below says when theirs starts; the shell offers the next once it ended).
 */
function HomeMemberStatus() {
  const lead = useAppSelector(selectLead);
  const challengeId = lead?.active_challenge_id ?? null;
  const { locale } = useLanguage();
  const program = useChallengeProgramQuery(challengeId ?? 0, { skip: challengeId === null });
  const attendance = useChallengeLeadAttendanceQuery(undefined, { skip: challengeId === null });
  const now = useNow();
  const clockOf = useClock(locale);
  if (!lead || challengeId === null) return null;
  const today = program.data ? liveToday(program.data, now, memberTimeZone(), locale) : null;
  const running = today?.kind === 'running' ? today : null;
  const tomorrow =
    running && program.data
      ? (program.data.sessions
          .filter((session) => session.day === running.day + 1)
          .sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at))[0] ?? null)
      : null;
  return (
    <>
      {running && <MemberDayStatus today={running} tomorrow={tomorrow} clockOf={clockOf} />}
      <MemberStanding
        lead={lead}
        attendedDays={attendance.data?.sessions.map((session) => session.day) ?? []}
        today={running?.day ?? null}
      />
      <PastChallenges now={now} />
    </>
  );
}

/**
 * For `React.lazy`: the member's cards once their texts (and the kit's richer components') are
 * in. The loaders ride in this chunk, so a visitor's home never downloads them.
 */
export const loadHomeMemberStatus = () =>
  Promise.all(
    [liveJoinCatalogue, memberStandingCatalogue, pastChallengesCatalogue, extraCatalogue].map(
      ensureCatalogue,
    ),
  ).then(() => ({ default: HomeMemberStatus }));
