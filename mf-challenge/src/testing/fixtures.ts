import type { ActiveChallenge, ChallengeProgram } from '@yoga/shared';

/** The demo India challenge as the API answers it, for the remote's tests. */
export const program: ChallengeProgram = {
  id: 61,
  title: 'Winter 14-Day Yoga Challenge',
  countrycode: 'IN',
  timezone: 'Asia/Kolkata',
  start_date: '2026-11-21',
  end_date: '2026-12-04',
  sessions: ['Sun salutations', 'Hip openers', 'Balance'].map((title, index) => ({
    day: index + 1,
    title,
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
  countrycode: 'IN',
  totalregisteration: 1234,
  start_date: program.start_date,
  end_date: program.end_date,
  timezone: 'Asia/Kolkata',
};
