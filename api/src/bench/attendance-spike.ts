import autocannon, { type Request as LoadRequest, type Result } from 'autocannon';
import type { Database } from '../db/database';
import { createTokenService } from '../security/tokens';

/** The bench's own challenge: its sessions, one of them live for the whole run, and its members. */
const CHALLENGE = 9500;
/** Bench members' numbers: +91 9500 xxxxxx, kept apart from the demo crowd (+91 9000 …). */
const PHONE_PREFIX = '+919500';

export interface SpikeMember {
  slug: string;
  token: string;
}

export interface SpikeCheck {
  acknowledged: number;
  recorded: number;
  duplicates: number;
}

/**
 * Writes the bench challenge, its sessions (one started a minute ago, on for an hour) and
 * `count` enrolled members, before the API starts, then signs an access token for each with the
 * API's own secret: nothing of this is timed.
 */
export async function prepareSpike(
  db: Database,
  count: number,
  jwtSecret: string,
): Promise<SpikeMember[]> {
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO challenges (id, title, countrycode, timezone, start_date, end_date)
       VALUES ($1, 'Attendance spike', 'IN', 'Asia/Kolkata', current_date - 1, current_date + 12)
       ON CONFLICT (id) DO NOTHING`,
      [CHALLENGE],
    );
    await tx.query('DELETE FROM live_sessions WHERE challenge_id = $1', [CHALLENGE]);
    // 14 days of 6 hourly batches, as the demo India challenge has; day 2's batch 1 started a
    // minute ago and is the one open now.
    await tx.query(
      `INSERT INTO live_sessions (challenge_id, day, batch, title, starts_at, duration_minutes)
       SELECT $1, day, batch, 'Spike',
              now() - interval '1 minute' + (day - 2) * interval '1 day' + (batch - 1) * interval '1 hour', 60
       FROM generate_series(1, 14) AS day, generate_series(1, 6) AS batch`,
      [CHALLENGE],
    );
    await tx.query(
      `INSERT INTO leads (phone_number, name, slug, active_challenge_id, verified_at, enrolled_at)
       SELECT $2 || lpad(n::text, 6, '0'), 'Spike Member', 'spike-member-' || n, $1, now(), now()
       FROM generate_series(1, $3::int) AS n
       ON CONFLICT (phone_number) DO NOTHING`,
      [CHALLENGE, PHONE_PREFIX, count],
    );
  });
  // Statistics as autovacuum keeps them in production (CI's server runs without it), and no dead
  // rows from an earlier run: the planner sees the tables as they are.
  for (const table of ['attendance', 'leads', 'live_sessions']) {
    await db.exec(`VACUUM (ANALYZE) ${table}`);
  }
  const rows = await db.query<{ id: number; slug: string; phone_number: string }>(
    `SELECT id, slug, phone_number FROM leads
     WHERE active_challenge_id = $1 AND phone_number LIKE $2 ORDER BY id LIMIT $3`,
    [CHALLENGE, `${PHONE_PREFIX}%`, count],
  );
  const tokens = createTokenService(jwtSecret);
  return rows.map((row) => ({
    slug: row.slug,
    token: tokens.signAccess(row.id, row.phone_number),
  }));
}

function memberAt(members: SpikeMember[], index: number): SpikeMember {
  const member = members[index % members.length];
  if (!member) throw new Error('the spike has no members');
  return member;
}

/** One request per member in turn, to their own attendance path with their own token. */
function memberRequests(members: SpikeMember[], method: 'GET' | 'POST') {
  let next = 0;
  return [
    {
      method,
      path: '/',
      setupRequest: (request: LoadRequest): LoadRequest => {
        const member = memberAt(members, next++);
        return {
          ...request,
          path: `/api/subscription/free-member/attendance/${member.slug}`,
          headers: {
            authorization: `Bearer ${member.token}`,
            ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
          },
          ...(method === 'POST' ? { body: '{}' } : {}),
        };
      },
    },
  ];
}

export interface TimedBatch {
  result: Result;
  /** From the start to the last response. */
  seconds: number;
}

/**
 * Sends a fixed number of requests and times them up to the last response: autocannon ends a run
 * on its next whole-second tick, so its own duration overstates a batch of a few seconds by up to
 * one second, and its per-second average needs more seconds than there are.
 */
export function timedBatch(options: autocannon.Options): Promise<TimedBatch> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let last = started;
    const run = autocannon(options, (error, result) => {
      if (error) reject(error);
      else resolve({ result, seconds: (last - started) / 1000 });
    });
    run.on('response', () => {
      last = performance.now();
    });
  });
}

/** Every member marks the live session once, all at once, as when a batch starts. */
export function markAll(
  base: string,
  members: SpikeMember[],
  connections: number,
): Promise<TimedBatch> {
  return timedBatch({
    url: base,
    connections,
    amount: members.length,
    requests: memberRequests(members, 'POST'),
  });
}

/** Members reading their totals for `seconds`, each request a different member. */
export function readAll(
  base: string,
  members: SpikeMember[],
  connections: number,
  seconds: number,
): Promise<Result> {
  return autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: memberRequests(members, 'GET'),
  });
}

/** What the database holds after the spike, against what the API acknowledged. */
export async function checkSpike(db: Database, acknowledged: number): Promise<SpikeCheck> {
  const [row] = await db.query<{ recorded: number; members: number }>(
    `SELECT count(*)::int AS recorded, count(DISTINCT a.lead_id)::int AS members
     FROM attendance a JOIN live_sessions s ON s.id = a.session_id
     WHERE s.challenge_id = $1`,
    [CHALLENGE],
  );
  const recorded = row?.recorded ?? 0;
  return { acknowledged, recorded, duplicates: recorded - (row?.members ?? 0) };
}
