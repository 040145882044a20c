import {
  ensureCatalogue,
  memberTimeZone,
  selectLead,
  useAppSelector,
  useLanguage,
  type Lead,
} from '@yoga/shared';
import './home-member-status.css';
import { extraCatalogue } from '@yoga/shared/ui-extra';
import { useState } from 'react';
import { useHomeChallenge } from '../../features/active-challenge/api/use-home-challenge';
import { useChallengeFeedbackQuery } from '../../features/feedback/api/feedback-api';
import { FeedbackPrompt } from '../../features/feedback/components/feedback-prompt';
import { feedbackCatalogue } from '../../features/feedback/feedback-catalogue';
import { feedbackAsked } from '../../features/feedback/model/feedback-asked';
import { ChallengeCardView } from '../../features/active-challenge/components/challenge-card';
import { useChallengeLeadAttendanceQuery } from '../../features/live-attendance/api/live-attendance-api';
import { MemberDayStatus } from '../../features/live-attendance/components/member-day-status';
import { liveJoinCatalogue } from '../../features/live-attendance/live-join-catalogue';
import { liveToday } from '../../features/live-attendance/model/live-today';
import { useChallengeOfferQuery } from '../../features/membership-offer/api/offer-api';
import { MembershipOfferCard } from '../../features/membership-offer/components/membership-offer-card';
import { membershipOfferCatalogue } from '../../features/membership-offer/membership-offer-catalogue';
import { useChallengeProgramQuery } from '../../features/live-schedule/api/program-api';
import {
  MemberStanding,
  useStandingReads,
} from '../../features/member-standing/components/member-standing';
import { memberStandingCatalogue } from '../../features/member-standing/member-standing-catalogue';
import { useChallengeMineQuery } from '../../features/past-challenges/api/past-challenges-api';
import { PastChallenges } from '../../features/past-challenges/components/past-challenges';
import { pastChallengesCatalogue } from '../../features/past-challenges/past-challenges-catalogue';
import { useClock, useNow } from './member-clock';
import { MemberHomeLoading } from './member-home-loading';

/**
 * The top of a signed-in member's home, under their greeting: today's next action while their
 * challenge runs, then the feedback asked at its end and the membership offered after it, then
 * what waits for them and their points, place and streak, then their past challenges, then the
 * challenge card (it says when theirs starts; the shell offers the next once it ended). All of it
 * arrives in one step once every read has answered: each card appearing or growing on its own
 * would push the ones under it down the screen.
 */
function HomeMemberStatus({ lead, challengeId }: { lead: Lead; challengeId: number }) {
  const { locale } = useLanguage();
  const card = useHomeChallenge(lead.country_code);
  const program = useChallengeProgramQuery(challengeId);
  const attendance = useChallengeLeadAttendanceQuery();
  const standing = useStandingReads(lead);
  const mine = useChallengeMineQuery();
  const feedback = useChallengeFeedbackQuery();
  const offer = useChallengeOfferQuery();
  const now = useNow();
  const clockOf = useClock(locale);
  const loading = [
    card,
    program,
    attendance,
    mine,
    feedback,
    offer,
    ...Object.values(standing),
  ].some((read) => read.isLoading);
  // Once shown the cards stay: a card mounting reads a failed answer again, and going back to
  // the loading room for that would unmount it and read again, over and over.
  const [shown, setShown] = useState(false);
  if (!loading && !shown) setShown(true);
  if (!shown && loading) return <MemberHomeLoading />;
  const today = program.data ? liveToday(program.data, now, memberTimeZone(), locale) : null;
  const running = today?.kind === 'running' ? today : null;
  const tomorrow =
    running && program.data
      ? (program.data.sessions
          .filter((session) => session.day === running.day + 1)
          .sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at))[0] ?? null)
      : null;
  const asked = feedbackAsked(feedback.data);
  return (
    <>
      {running && <MemberDayStatus today={running} tomorrow={tomorrow} clockOf={clockOf} />}
      {asked && <FeedbackPrompt until={asked.until} />}
      {offer.data?.shown && <MembershipOfferCard offer={offer.data} />}
      <MemberStanding
        lead={lead}
        attendedDays={attendance.data?.sessions.map((session) => session.day) ?? []}
        today={running?.day ?? null}
      />
      <PastChallenges now={now} />
      <div className="home-member-status__challenge">
        <ChallengeCardView challenge={card} />
      </div>
    </>
  );
}

/** The member home's cards, for a signed-in member with a challenge (the caller checks). */
function HomeMemberCards() {
  const lead = useAppSelector(selectLead);
  const challengeId = lead?.active_challenge_id ?? null;
  if (!lead || challengeId === null) return null;
  return <HomeMemberStatus lead={lead} challengeId={challengeId} />;
}

/**
 * For `React.lazy`: the member's cards once their texts (and the kit's richer components') are
 * in. The loaders ride in this chunk, so a visitor's home never downloads them.
 */
export const loadHomeMemberStatus = () =>
  Promise.all(
    [
      liveJoinCatalogue,
      memberStandingCatalogue,
      pastChallengesCatalogue,
      feedbackCatalogue,
      membershipOfferCatalogue,
      extraCatalogue,
    ].map(ensureCatalogue),
  ).then(() => ({ default: HomeMemberCards }));
