import autocannon, { type Request as LoadRequest, type Result } from 'autocannon';
import type { Redis } from 'ioredis';
import type { Database } from '../db/database';
import { databaseRanks, redisRanks } from '../game/board-ranks';
import { refreshStandings } from '../game/standings-store';
import { createTokenService } from '../security/tokens';

/** The bench board's challenge, and its members' numbers: +91 97xx xxxxxx. */
export const BOARD_CHALLENGE = 9600;
const PHONE_PREFIX = '+9197';

export interface BoardMember {
  id: number;
  phone: string;
  slug: string;
  token: string;
}

/**
 * A board of `count` members with points (0 to 1,399, so hundreds share each score, reached at
 * times spread over two weeks), written before the API starts with set-based inserts. Returns how
 * long the seeding took (0 when the board was there from an earlier run) and `sample` members
 * with tokens signed with the API's own secret.
 */
export async function prepareBoard(
  db: Database,
  count: number,
  sample: number,
  jwtSecret: string,
): Promise<{ seedSeconds: number; members: BoardMember[] }> {
  const [present] = await db.query<{ members: number }>(
    `SELECT COALESCE(sum(members), 0)::int AS members FROM standing_counts WHERE challenge_id = $1`,
    [BOARD_CHALLENGE],
  );
  let seedSeconds = 0;
  if ((present?.members ?? 0) < count) {
    const started = performance.now();
    await db.transaction(async (tx) => {
      await tx.query('DELETE FROM standing_counts WHERE challenge_id = $1', [BOARD_CHALLENGE]);
      await tx.query('DELETE FROM standings WHERE challenge_id = $1', [BOARD_CHALLENGE]);
      await tx.query(
        `INSERT INTO challenges (id, title, countrycode, timezone, start_date, end_date)
         VALUES ($1, 'Leaderboard bench', 'IN', 'Asia/Kolkata', current_date - 1, current_date + 12)
         ON CONFLICT (id) DO NOTHING`,
        [BOARD_CHALLENGE],
      );
      await tx.query(
        `INSERT INTO live_sessions (challenge_id, day, batch, title, starts_at, duration_minutes)
         SELECT $1, day, 1, 'Board', now() + (day - 2) * interval '1 day', 45
         FROM generate_series(1, 14) AS day
         ON CONFLICT (challenge_id, day, batch) DO NOTHING`,
        [BOARD_CHALLENGE],
      );
      await tx.query(
        `INSERT INTO leads (phone_number, name, slug, active_challenge_id, verified_at, enrolled_at)
         SELECT $2 || lpad(n::text, 8, '0'), 'Board Member', 'board-member-' || n, $1, now(), now()
         FROM generate_series(1, $3::int) AS n
         ON CONFLICT (phone_number) DO NOTHING`,
        [BOARD_CHALLENGE, PHONE_PREFIX, count],
      );
      await tx.query(
        `INSERT INTO standings (challenge_id, lead_id, paid, points, attended_days, counted_referrals, reached_at)
         SELECT $1, id, false, ((id::bigint * 7919) % 1400)::int, 0, 0,
                timestamptz '2026-11-01 00:00:00+00' + ((id::bigint * 104729) % 1209600) * interval '1 second'
         FROM leads WHERE active_challenge_id = $1`,
        [BOARD_CHALLENGE],
      );
      await tx.query(
        `INSERT INTO standing_counts (challenge_id, paid, points, members)
         SELECT challenge_id, paid, points, count(*) FROM standings WHERE challenge_id = $1
         GROUP BY challenge_id, paid, points`,
        [BOARD_CHALLENGE],
      );
    });
    seedSeconds = (performance.now() - started) / 1000;
    for (const table of ['leads', 'standings', 'standing_counts']) {
      await db.exec(`VACUUM (ANALYZE) ${table}`);
    }
  }
  const rows = await db.query<{ id: number; slug: string; phone_number: string }>(
    `SELECT id, slug, phone_number FROM leads WHERE active_challenge_id = $1
     ORDER BY id LIMIT $2`,
    [BOARD_CHALLENGE, sample],
  );
  const tokens = createTokenService(jwtSecret);
  return {
    seedSeconds,
    members: rows.map((row) => ({
      id: row.id,
      phone: row.phone_number,
      slug: row.slug,
      token: tokens.signAccess(row.id, row.phone_number),
    })),
  };
}

/** Each member in turn asks for their own live rank (or points), signed in. */
export function liveReads(
  base: string,
  members: BoardMember[],
  what: 'rank' | 'points',
  options: { connections: number; duration: number },
): Promise<Result> {
  let next = 0;
  return autocannon({
    url: base,
    connections: options.connections,
    duration: options.duration,
    requests: [
      {
        method: 'GET',
        setupRequest: (request: LoadRequest): LoadRequest => {
          const member = members[next++ % members.length];
          return {
            ...request,
            path: `/api/gamification/leaderboard/live-leaderboard-${what}/${encodeURIComponent(member?.phone ?? '')}`,
            headers: { authorization: `Bearer ${member?.token ?? ''}` },
          };
        },
      },
    ],
  });
}

/**
 * Points changing at `rate` a second through the real path: an ops attendance correction (add or
 * remove one day for one member), which the game refreshes within a quarter of a second.
 */
export function pointsChanges(
  base: string,
  members: BoardMember[],
  opsToken: string,
  { rate, duration }: { rate: number; duration: number },
): Promise<Result> {
  let next = 0;
  return autocannon({
    url: base,
    connections: 20,
    duration,
    overallRate: rate,
    requests: [
      {
        method: 'POST',
        path: '/api/lead/lead/updateleadattendance',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${opsToken}` },
        setupRequest: (request: LoadRequest): LoadRequest => {
          const n = next++;
          const member = members[n % members.length];
          return {
            ...request,
            body: JSON.stringify({
              slug: member?.slug,
              day: 1 + (n % 14),
              batch: 1,
              attended: Math.floor(n / members.length) % 2 === 0,
              reason: 'Leaderboard bench: points changing under load',
            }),
          };
        },
      },
    ],
  });
}

/**
 * Points changing at `rate` a second as another API process would change them: attendance of the
 * board's members added (or taken back), then that process's own refresh (`refreshStandings`, and
 * the Redis sets), in rounds every 100 ms. The API under test only reads meanwhile. Resolves with
 * the changes made.
 */
export async function pointsChangesFromAnotherProcess(
  db: Database,
  redis: Redis | null,
  members: BoardMember[],
  { rate, duration }: { rate: number; duration: number },
): Promise<number> {
  const clock = () => new Date();
  const ranks = redis ? redisRanks(db, redis, { clock }) : databaseRanks(db, clock);
  const perRound = Math.round(rate / 10);
  const until = Date.now() + duration * 1000;
  let changed = 0;
  try {
    for (let round = 0; Date.now() < until; round++) {
      const started = Date.now();
      const ids = Array.from(
        { length: perRound },
        (_, i) => members[(round * perRound + i) % members.length]?.id ?? 0,
      );
      const day = 1 + (Math.floor((round * perRound) / members.length) % 14);
      await db.query(
        `INSERT INTO attendance (lead_id, session_id, source)
         SELECT id, (SELECT id FROM live_sessions WHERE challenge_id = $2 AND day = $3 AND batch = 1), 'ops'
         FROM unnest($1::int[]) AS id
         ON CONFLICT DO NOTHING`,
        [ids, BOARD_CHALLENGE, day],
      );
      const changes = await refreshStandings(db, ids, new Date());
      await ranks.apply(changes);
      changed += changes.length;
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, 100 - (Date.now() - started))),
      );
    }
  } finally {
    ranks.close();
  }
  return changed;
}
