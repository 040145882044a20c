import type { ActiveChallenge, ChallengeProgram, LiveSession } from '@yoga/shared';

/** The signed-in member of the tests, and API problems, as every remote's tests use them. */
export { testMember as member } from '@yoga/shared/testing';

/** The demo India challenge as the API answers it, for the remote's tests. */
export const program: ChallengeProgram = {
  id: 61,
  title: 'Winter 14-Day Yoga Challenge',
  title_hi: 'शीतकालीन 14 दिवसीय योग चैलेंज',
  countrycode: 'IN',
  timezone: 'Asia/Kolkata',
  start_date: '2026-11-21',
  end_date: '2026-12-04',
  sessions: [
    { title: 'Sun salutations', title_hi: 'सूर्य नमस्कार' },
    { title: 'Hip openers', title_hi: 'कूल्हे खोलने वाले आसन' },
    { title: 'Balance', title_hi: 'संतुलन' },
  ].map((titles, index) => ({
    day: index + 1,
    ...titles,
    starts_at: `2026-11-${21 + index}T06:30:00+05:30`,
    duration_minutes: 45,
    batch: 1,
    world_record: false,
    replay_url: null,
    guide_url: null,
  })),
};

export const challenge: ActiveChallenge = {
  id: 61,
  title: program.title,
  title_hi: program.title_hi,
  countrycode: 'IN',
  totalregisteration: 1234,
  start_date: program.start_date,
  end_date: program.end_date,
  timezone: 'Asia/Kolkata',
};

/** The India demo's six daily batches, on India's clock. */
export const INDIA_BATCH_TIMES = ['06:30', '07:30', '08:30', '17:00', '18:00', '19:00'];

const DAY_MS = 86_400_000;

/**
 * A whole 14-day India programme starting on `startDate`: six 45-minute batches a day, the day
 * number in each title, and a replay and a guide on the first day only.
 */
export function indiaProgram(startDate: string, id = 61): ChallengeProgram {
  const start = Date.parse(`${startDate}T00:00:00Z`);
  const dateOf = (day: number) => new Date(start + (day - 1) * DAY_MS).toISOString().slice(0, 10);
  const sessions: LiveSession[] = Array.from({ length: 14 }, (_, index) => index + 1).flatMap(
    (day) =>
      INDIA_BATCH_TIMES.map((time, index) => ({
        day,
        batch: index + 1,
        title: `Day ${day} flow`,
        title_hi: `दिन ${day} का अभ्यास`,
        starts_at: `${dateOf(day)}T${time}:00+05:30`,
        duration_minutes: 45,
        world_record: false,
        replay_url: day === 1 && index === 1 ? 'https://video.example/replay-1' : null,
        guide_url: day === 1 ? 'https://files.example/guide-1.pdf' : null,
      })),
  );
  return {
    id,
    title: 'Winter 14-Day Yoga Challenge',
    title_hi: 'शीतकालीन 14 दिवसीय योग चैलेंज',
    countrycode: 'IN',
    timezone: 'Asia/Kolkata',
    start_date: startDate,
    end_date: dateOf(14),
    sessions,
  };
}

const HOUR_MS = 3_600_000;

/**
 * A 14-day programme in which `now` falls on day `day` in India, with three batches a day around
 * `now`: batch 1 ended two hours ago, batch 2 opened (it starts in 5 minutes) and batch 3 starts
 * in three hours. Other days hold the same batches a whole day apart.
 */
export function programRunningAt(now: Date, day = 4): ChallengeProgram {
  const indiaDate = (instant: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(instant));
  const offsets = [-2 * HOUR_MS, 5 * 60_000, 3 * HOUR_MS];
  const sessions: LiveSession[] = Array.from({ length: 14 }, (_, index) => index + 1).flatMap(
    (sessionDay) =>
      offsets.map((offset, index) => ({
        day: sessionDay,
        batch: index + 1,
        title: `Day ${sessionDay} flow`,
        title_hi: `दिन ${sessionDay} का अभ्यास`,
        starts_at: new Date(now.getTime() + offset + (sessionDay - day) * DAY_MS).toISOString(),
        duration_minutes: 45,
        world_record: false,
        replay_url: sessionDay === day ? `https://video.example/replay-${sessionDay}` : null,
        guide_url: null,
      })),
  );
  return {
    ...indiaProgram('2026-01-01'),
    start_date: indiaDate(now.getTime() - (day - 1) * DAY_MS),
    end_date: indiaDate(now.getTime() + (14 - day) * DAY_MS),
    sessions,
  };
}
