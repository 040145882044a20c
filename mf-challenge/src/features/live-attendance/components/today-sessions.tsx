import {
  apiProblem,
  Badge,
  Button,
  Trans,
  useContentText,
  useLanguage,
  useProblemText,
  type ApiProblem,
  type JoinedSession,
} from '@yoga/shared';
import { timeZoneWords } from '@yoga/shared/rules';
import { Countdown } from '@yoga/shared/ui-extra';
import { useState } from 'react';
import { useChallengeJoinSessionMutation } from '../api/live-attendance-api';
import { useLiveJoinT } from '../live-join-catalogue';
import type { LiveToday, TodayBatch } from '../model/live-today';
import './today-sessions.css';

type Running = Extract<LiveToday, { kind: 'running' }>;

const STATE_BADGE = { ahead: 'neutral', open: 'success', over: 'neutral' } as const;

/**
 * Opens the tab the session will play in while the tap is still a user gesture (a tab opened
 * after the answer arrives is blocked as a popup on phones), then points it at the link.
 */
function openPendingTab(): Window | null {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  return tab;
}

function BatchState({ batch }: { batch: TodayBatch }) {
  const t = useLiveJoinT();
  const label =
    batch.state === 'ahead'
      ? t('liveJoin.state.ahead', {
          hours: Math.floor(batch.startsInMinutes / 60),
          minutes: batch.startsInMinutes % 60,
        })
      : t(batch.state === 'open' ? 'liveJoin.state.open' : 'liveJoin.state.over');
  return <Badge tone={STATE_BADGE[batch.state]}>{label}</Badge>;
}

function Joined({ joined }: { joined: JoinedSession }) {
  const t = useLiveJoinT();
  return (
    <>
      <p className="today-sessions__counted-title">{t('liveJoin.counted', { day: joined.day })}</p>
      <p>
        {t('liveJoin.countedTotals', {
          sessions: joined.total_attendance,
          days: joined.total_attended_days,
        })}
      </p>
      {joined.link === 'youtube' && <p>{t('liveJoin.youtubeWhy')}</p>}
      {/* Where the new tab was blocked, or closed by mistake, this opens the session. */}
      <a href={joined.url} target="_blank" rel="noopener noreferrer">
        {t(joined.link === 'zoom' ? 'liveJoin.open.zoom' : 'liveJoin.open.youtube')}
        <span className="kit-visually-hidden"> {t('liveJoin.newTab')}</span>
      </a>
    </>
  );
}

export interface TodaySessionsProps {
  today: Running;
  /** The signed-in member's slug: Join updates their cached totals. */
  slug: string;
  /** The member's own zone, named under the times. */
  zone: string;
  /** "18:00" on the member's clock, for a batch that is not open yet. */
  clockOf: (instant: string) => string;
}

/** Today's batches with their state, Join for the open ones, and the countdown to the next. */
export function TodaySessions({ today, slug, zone, clockOf }: TodaySessionsProps) {
  const t = useLiveJoinT();
  const problemText = useProblemText();
  const { language } = useLanguage();
  const content = useContentText();
  const [join, { isLoading }] = useChallengeJoinSessionMutation();
  const [joiningBatch, setJoiningBatch] = useState<number | null>(null);
  const [joined, setJoined] = useState<JoinedSession | null>(null);
  const [problem, setProblem] = useState<ApiProblem | null>(null);

  const onJoin = async (batch: number) => {
    const tab = openPendingTab();
    setJoiningBatch(batch);
    setProblem(null);
    try {
      const answer = await join({ batch, slug }).unwrap();
      if (tab) tab.location.href = answer.url;
      setJoined(answer);
    } catch (error) {
      tab?.close();
      setProblem(apiProblem(error as Parameters<typeof apiProblem>[0]));
    } finally {
      setJoiningBatch(null);
    }
  };

  const problemMessage =
    problem?.code === 'session_not_open' && problem.opensAt
      ? t('liveJoin.notOpen', { time: clockOf(problem.opensAt) })
      : problem && problemText(problem);

  return (
    <section className="today-sessions" aria-labelledby="today-sessions-title">
      <h2 id="today-sessions-title">{t('liveJoin.todayTitle')}</h2>
      <p className="today-sessions__zone">
        {t('liveJoin.zone', { zone: timeZoneWords(zone, language) })}
      </p>
      {/*
       * Above the list, not under it: with six batches the confirmation under the list fell below
       * a phone's screen, away from the Join just tapped.
       */}
      <div className="today-sessions__counted" role="status">
        {joined && <Joined joined={joined} />}
      </div>
      {problemMessage && (
        <p className="today-sessions__problem" role="alert">
          {problemMessage}
        </p>
      )}
      {today.batches.length === 0 ? (
        <p>{t('liveJoin.noSessionsToday')}</p>
      ) : (
        <ul className="today-sessions__list">
          {today.batches.map((batch) => (
            <li
              key={batch.batch}
              className={`today-sessions__batch today-sessions__batch--${batch.state}`}
              aria-current={batch.state === 'open' ? 'time' : undefined}
            >
              <time className="today-sessions__time" dateTime={batch.startsAt}>
                {batch.time}
              </time>
              <span className="today-sessions__what">
                <strong>{content(batch.title, batch.title_hi)}</strong>
                <span className="today-sessions__badges">
                  <BatchState batch={batch} />
                  {batch.worldRecord && <Badge tone="accent">{t('liveJoin.worldRecord')}</Badge>}
                </span>
              </span>
              {batch.state === 'open' && (
                <Button
                  className="today-sessions__join"
                  loading={isLoading && joiningBatch === batch.batch}
                  disabled={isLoading}
                  onClick={() => void onJoin(batch.batch)}
                >
                  <Trans
                    id="liveJoin.join"
                    values={{ time: batch.time }}
                    components={{ 0: <span className="kit-visually-hidden" /> }}
                  />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {today.next ? (
        <div className="today-sessions__next">
          <p>{t('liveJoin.next')}</p>
          <Countdown to={new Date(today.next.starts_at)} label={t('liveJoin.next')} />
        </div>
      ) : (
        <p>{t('liveJoin.lastDone')}</p>
      )}
    </section>
  );
}
