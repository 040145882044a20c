import {
  clockTimeFormat,
  challengeProgress,
  parseCalendarDate,
  sessionWindow,
  type ChallengeProgram,
  type LiveSession,
  type SessionWindow,
} from '@yoga/shared';

/** One batch of today's session as the member sees it, timed in their own zone. */
export interface TodayBatch {
  day: number;
  batch: number;
  title: string;
  /** The title in Hindi; null until ops write it. */
  title_hi: string | null;
  startsAt: string;
  /** "06:30" on the member's clock. */
  time: string;
  minutes: number;
  state: SessionWindow;
  /** Whole minutes to the start, rounded up, while the batch is still ahead; 0 once it opens. */
  startsInMinutes: number;
  worldRecord: boolean;
}

/** Today's replay and guide: the first batch of today that has one. */
export interface TodayResources {
  replayUrl: string | null;
  guideUrl: string | null;
}

export type LiveToday =
  | { kind: 'upcoming'; daysToStart: number; firstSession: LiveSession | null }
  | {
      kind: 'running';
      day: number;
      totalDays: number;
      batches: TodayBatch[];
      /** The next session of any day that has not opened yet (tomorrow's first after the last). */
      next: LiveSession | null;
      resources: TodayResources;
    }
  | { kind: 'ended'; totalDays: number };

const MINUTE = 60_000;
const DAY = 86_400_000;

const byStart = (a: LiveSession, b: LiveSession) =>
  Date.parse(a.starts_at) - Date.parse(b.starts_at);

/**
 * Where the member's challenge stands at `now`: the day is judged on the challenge's own calendar
 * (a member in Los Angeles on Tuesday evening is already in India's Wednesday), while each batch's
 * time is read on the member's clock (`timeZone`, in the page's `locale`). Null when the
 * challenge's dates cannot be read.
 */
export function liveToday(
  program: ChallengeProgram,
  now: Date,
  timeZone: string | undefined,
  locale = 'en-IN',
): LiveToday | null {
  const progress = challengeProgress(program, now);
  if (!progress) return null;
  const sessions = [...program.sessions].sort(byStart);
  if (progress.kind === 'ended') {
    // challengeProgress has read both dates already, so they parse here too.
    const start = parseCalendarDate(program.start_date)?.getTime() ?? 0;
    const end = parseCalendarDate(program.end_date)?.getTime() ?? 0;
    return { kind: 'ended', totalDays: Math.round((end - start) / DAY) + 1 };
  }
  if (progress.kind === 'upcoming') {
    return {
      kind: 'upcoming',
      daysToStart: progress.daysToStart,
      firstSession: sessions[0] ?? null,
    };
  }
  const clock = clockTimeFormat(locale, timeZone);
  // In the order they start (already sorted), not by batch number: a batch ops add later may
  // start before the others.
  const today = sessions.filter((session) => session.day === progress.day);
  return {
    kind: 'running',
    day: progress.day,
    totalDays: progress.totalDays,
    batches: today.map((session) => {
      const state = sessionWindow(session, now);
      const ahead = Date.parse(session.starts_at) - now.getTime();
      return {
        day: session.day,
        batch: session.batch,
        title: session.title,
        title_hi: session.title_hi,
        startsAt: session.starts_at,
        time: clock.format(new Date(session.starts_at)),
        minutes: session.duration_minutes,
        state,
        startsInMinutes: ahead > 0 ? Math.ceil(ahead / MINUTE) : 0,
        worldRecord: session.world_record,
      };
    }),
    next: sessions.find((session) => sessionWindow(session, now) === 'ahead') ?? null,
    resources: {
      replayUrl: today.find((session) => session.replay_url)?.replay_url ?? null,
      guideUrl: today.find((session) => session.guide_url)?.guide_url ?? null,
    },
  };
}
