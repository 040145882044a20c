import type { Queryable } from '../db/database';
import { bearer, type TestSession } from './sign-in';
import { TEST_OPS_TOKEN, type TestApp } from './test-app';

const MINUTE = 60_000;

/**
 * A challenge of a test's own for the game: running today (day 2 of 14 in India), in its referral
 * phase, with one batch a day. Day 2's batch started `startedMinutesAgo` minutes before `now` (the
 * app's clock), so it is open to mark, or (negative) opens later; every other day's batch is at
 * the same time of day.
 */
export async function createGameChallenge(
  t: TestApp,
  id: number,
  {
    now = t.clock.now().getTime(),
    startedMinutesAgo = 5,
  }: { now?: number; startedMinutesAgo?: number } = {},
): Promise<void> {
  await t.db.query(
    `INSERT INTO challenges (id, title, countrycode, timezone, start_date, end_date,
       referral_start_date, referral_end_date, voucher_generation_date, voucher_expiry_date)
     VALUES ($1, 'Game test challenge', 'IN', 'Asia/Kolkata', $2::date - 1, $2::date + 12,
       $2::date - 5, $2::date + 5, $2::date + 13, $2::date + 40)`,
    [id, new Date(now + 330 * MINUTE).toISOString().slice(0, 10)],
  );
  const dayTwoStart = now - startedMinutesAgo * MINUTE;
  await t.db.query(
    `INSERT INTO live_sessions (challenge_id, day, batch, title, starts_at, duration_minutes,
       zoom_url, youtube_url)
     SELECT $1, day, 1, 'Day ' || day, to_timestamp($2 / 1000.0) + (day - 2) * interval '1 day', 45,
       'https://zoom.us/j/1', 'https://www.youtube.com/live/x'
     FROM generate_series(1, 14) AS day`,
    [id, dayTwoStart],
  );
}

/** Moves a signed-in member into the test's challenge. */
export async function enrol(t: TestApp, member: TestSession, challengeId: number): Promise<void> {
  await t.db.query('UPDATE leads SET active_challenge_id = $1 WHERE id = $2', [
    challengeId,
    member.account.id,
  ]);
}

/** Taps Join on today's batch, as the live page does. */
export function joinSession(t: TestApp, member: TestSession) {
  return t.app.inject({
    method: 'POST',
    url: '/api/lead/lead/joinsession',
    headers: bearer(member.accessToken),
    payload: { batch: 1 },
  });
}

/** Sets a challenge's points table and levels (ops). */
export function putRules(t: TestApp, challengeId: number, rules: object) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/gamification/rules/${challengeId}`,
    headers: bearer(TEST_OPS_TOKEN),
    payload: rules,
  });
}

/** Asks until `read` answers what `done` wants (points move "within seconds"), for at most 10 s. */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean) {
  const until = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Scores of a challenge where the members-per-points table and the standings disagree. */
export async function countTableMismatches(db: Queryable, challengeId: number): Promise<number> {
  const [row] = await db.query<{ mismatches: number }>(
    `SELECT count(*)::int AS mismatches FROM
       (SELECT paid, points, count(*)::int AS n FROM standings WHERE challenge_id = $1
        GROUP BY paid, points) s
     FULL JOIN
       (SELECT paid, points, members FROM standing_counts WHERE challenge_id = $1 AND members > 0) c
     USING (paid, points)
     WHERE s.n IS DISTINCT FROM c.members`,
    [challengeId],
  );
  return row?.mismatches ?? -1;
}
