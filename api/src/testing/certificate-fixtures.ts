import { bearer, signInEnrolled, type TestSession } from './sign-in';
import type { TestApp } from './test-app';

const DAY = 86_400_000;

/** The days from `from` to `to`, both included. */
export const dayRange = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

/**
 * A 14-day challenge in India that ended `endedDaysAgo` days ago by the app's clock (negative:
 * still running), one batch a day at 06:30, day `worldRecordDay`'s batch the world-record attempt.
 */
export async function createCertificateChallenge(
  t: TestApp,
  id: number,
  endedDaysAgo: number,
  worldRecordDay = 7,
): Promise<void> {
  const today = t.clock.now().getTime() + 330 * 60_000;
  const end = new Date(today - endedDaysAgo * DAY).toISOString().slice(0, 10);
  await t.db.query(
    `INSERT INTO challenges (id, title, title_hi, countrycode, timezone, start_date, end_date)
     VALUES ($1, 'Certificate test challenge', 'प्रमाणपत्र जाँच चैलेंज', 'IN', 'Asia/Kolkata',
       $2::date - 13, $2::date)`,
    [id, end],
  );
  await t.db.query(
    `INSERT INTO live_sessions (challenge_id, day, batch, title, starts_at, duration_minutes,
       zoom_url, youtube_url, world_record)
     SELECT $1, day, 1, 'Day ' || day,
       (($2::date - 14 + day)::timestamp + time '06:30') AT TIME ZONE 'Asia/Kolkata', 45,
       'https://zoom.us/j/1', 'https://www.youtube.com/live/x', day = $3
     FROM generate_series(1, 14) AS day`,
    [id, end, worldRecordDay],
  );
}

/** Records the member at the given days' sessions (as ops corrections would). */
export async function attendDays(
  t: TestApp,
  member: TestSession,
  challengeId: number,
  days: number[],
): Promise<void> {
  await t.db.query(
    `INSERT INTO attendance (lead_id, session_id, source)
     SELECT $1, s.id, 'correction' FROM live_sessions s
     WHERE s.challenge_id = $2 AND s.day = ANY($3::int[])
     ON CONFLICT (lead_id, session_id) DO NOTHING`,
    [member.account.id, challengeId, days],
  );
}

/** A signed-in member of an ended challenge who attended days 1 to 12: eligible. */
export async function eligibleMember(t: TestApp, name: string, challengeId: number) {
  const member = await signInEnrolled(t, name, challengeId);
  await attendDays(t, member, challengeId, dayRange(1, 12));
  return member;
}

/** `POST lead/certificate` as the member. */
export function issueAs(member: TestSession, t: TestApp, name: string, kind = 'completion') {
  return t.app.inject({
    method: 'POST',
    url: '/api/lead/lead/certificate',
    headers: bearer(member.accessToken),
    payload: { leadid: member.account.id, kind, name },
  });
}
