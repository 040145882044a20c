import {
  ButtonLink,
  Card,
  EmptyState,
  ErrorState,
  memberTimeZone,
  selectLead,
  signInPath,
  Spinner,
  useAppSelector,
  useLanguage,
  type Catalogue,
  type Lead,
  supportContact,
  withReturnPath,
} from '@yoga/shared';
import { Countdown, extraCatalogue } from '@yoga/shared/ui-extra';
import { Link } from 'react-router-dom';
import {
  FALLBACK_COUNTRY,
  useHomeChallenge,
} from '../../features/active-challenge/api/use-home-challenge';
import { useChallengeFeedbackQuery } from '../../features/feedback/api/feedback-api';
import { FeedbackPrompt } from '../../features/feedback/components/feedback-prompt';
import { feedbackCatalogue } from '../../features/feedback/feedback-catalogue';
import { feedbackAsked } from '../../features/feedback/model/feedback-asked';
import { useChallengeWorldRecordQuery } from '../../features/live-attendance/api/live-attendance-api';
import { AttendanceSummary } from '../../features/live-attendance/components/attendance-summary';
import { TodayResources } from '../../features/live-attendance/components/today-resources';
import { TodaySessions } from '../../features/live-attendance/components/today-sessions';
import { WorldRecord } from '../../features/live-attendance/components/world-record';
import {
  liveJoinCatalogue,
  useLiveJoinT,
} from '../../features/live-attendance/live-join-catalogue';
import { liveToday } from '../../features/live-attendance/model/live-today';
import { LivePlan } from '../../features/live-plan/components/live-plan';
import { livePlanCatalogue } from '../../features/live-plan/live-plan-catalogue';
import { LiveShare } from '../../features/live-share/components/live-share';
import { useChallengeProgramQuery } from '../../features/live-schedule/api/program-api';
import { LiveSchedule } from '../../features/live-schedule/components/live-schedule';
import { liveCatalogue, useLiveT } from '../../features/live-schedule/live-catalogue';
import { useClock, useNow } from './member-clock';
import './live-page.css';

/** Every catalogue the page shows at once, loaded before it renders (kit extras included). */
export const PAGE_CATALOGUES: Catalogue[] = [
  liveCatalogue,
  liveJoinCatalogue,
  livePlanCatalogue,
  feedbackCatalogue,
  extraCatalogue,
];

/** A visitor, or a member not enrolled yet: what the challenge is, the way in, its schedule. */
function OutsideLive({ lead }: { lead: Lead | null }) {
  const t = useLiveT();
  const active = useHomeChallenge(lead?.country_code ?? FALLBACK_COUNTRY);
  const now = useNow();
  return (
    <>
      {lead ? (
        <EmptyState
          title={t('live.notEnrolledTitle')}
          action={<ButtonLink to="/">{t('live.notEnrolledJoin')}</ButtonLink>}
        >
          {t('live.notEnrolledText')}
        </EmptyState>
      ) : (
        <Card heading={t('live.visitorTitle')} className="live-page__intro">
          <p>{t('live.visitorText')}</p>
          <div className="live-page__actions">
            <ButtonLink to={withReturnPath('/', '/live')}>{t('live.visitorJoin')}</ButtonLink>
            <Link to={signInPath('/live')}>{t('live.visitorSignIn')}</Link>
          </div>
        </Card>
      )}
      {active.data ? (
        <LiveSchedule challengeId={active.data.id} now={now} />
      ) : active.isLoading ? (
        <Spinner label={t('live.loading')} />
      ) : (
        <p role="alert">{t('live.noneOpen')}</p>
      )}
    </>
  );
}

/** The member's own challenge: before it, today's sessions during it, and thanks after it. */
function MemberLive({ lead, challengeId }: { lead: Lead; challengeId: number }) {
  const t = useLiveT();
  const tJoin = useLiveJoinT();
  const { locale } = useLanguage();
  const program = useChallengeProgramQuery(challengeId);
  // The world-record strip sits under the day's title, above the rest: the page waits for it
  // rather than push everything down when it arrives (read here only: a second subscriber
  // mounting would read a failed answer again, and the page would wait once more).
  const worldRecordRead = useChallengeWorldRecordQuery();
  // Likewise the feedback prompt at the top, on the challenge's last day and after it.
  const feedbackRead = useChallengeFeedbackQuery();
  const now = useNow();
  const clockOf = useClock(locale);

  if (program.isLoading || worldRecordRead.isLoading || feedbackRead.isLoading) {
    return <Spinner label={t('live.loading')} />;
  }
  const today = program.data && liveToday(program.data, now, memberTimeZone(), locale);
  if (!program.data || !today) {
    return (
      <ErrorState
        message={t('live.error')}
        onRetry={() => void program.refetch()}
        retrying={program.isFetching}
      />
    );
  }

  const plan = (
    <LivePlan program={program.data} leadId={lead.id} zone={memberTimeZone()} locale={locale} />
  );
  const schedule = <LiveSchedule challengeId={challengeId} now={now} />;
  const challengeDay =
    today.kind === 'running' ? today.day : today.kind === 'upcoming' ? 0 : today.totalDays + 1;
  const asked = feedbackAsked(feedbackRead.data);
  const feedbackPrompt = asked && <FeedbackPrompt until={asked.until} />;
  const worldRecord = (
    <WorldRecord data={worldRecordRead.data} challengeDay={challengeDay} clockOf={clockOf} />
  );

  switch (today.kind) {
    case 'upcoming':
      return (
        <>
          <Card heading={t('live.upcomingTitle')}>
            <p>{t('live.upcomingText', { days: today.daysToStart })}</p>
            {today.firstSession && (
              <>
                <p className="live-page__muted">{t('live.firstSession')}</p>
                <Countdown
                  to={new Date(today.firstSession.starts_at)}
                  label={t('live.firstSession')}
                />
              </>
            )}
          </Card>
          {worldRecord}
          {plan}
          {schedule}
        </>
      );
    case 'ended':
      return (
        <>
          {feedbackPrompt}
          <Card heading={t('live.endedTitle')}>
            <p>{t('live.endedText')}</p>
            <ButtonLink to="/certificate">{t('live.certificate')}</ButtonLink>
          </Card>
          {worldRecord}
          <AttendanceSummary slug={lead.slug} progress={today} />
        </>
      );
    case 'running':
      return (
        <>
          <p className="live-page__day">
            {tJoin('liveJoin.dayOf', { day: today.day, total: today.totalDays })}
          </p>
          {feedbackPrompt}
          {worldRecord}
          <TodaySessions today={today} slug={lead.slug} zone={memberTimeZone()} clockOf={clockOf} />
          <AttendanceSummary
            slug={lead.slug}
            progress={{ kind: 'running', day: today.day, totalDays: today.totalDays }}
          />
          <TodayResources day={today.day} resources={today.resources} />
          {plan}
          <LiveShare supportPhone={supportContact().phone} />
          {schedule}
        </>
      );
  }
}

/**
 * `/live`: a member's day in their challenge (open to paid members too), or for a visitor what the
 * challenge is, how to join, and its schedule.
 */
export default function LivePage() {
  const t = useLiveT();
  const lead = useAppSelector(selectLead);
  const challengeId = lead?.active_challenge_id ?? null;
  return (
    <div className="live-page">
      <h1>{t('live.title')}</h1>
      {lead && challengeId !== null ? (
        <MemberLive lead={lead} challengeId={challengeId} />
      ) : (
        <OutsideLive lead={lead} />
      )}
    </div>
  );
}
