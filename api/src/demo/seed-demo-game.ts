import { DEFAULT_GAME_RULES } from '@yoga/shared/domain';
import { generateVouchers } from '../game/vouchers';
import { refreshStandings } from '../game/standings-store';
import type { Database } from '../db/database';

/** Demo levels (issue 12: 1, 3, 5 and 10 counted referrals), each with a gift. */
export const DEMO_LEVELS = [
  {
    level: 1,
    referrals_needed: 1,
    gift_name: 'Steel water bottle',
    gift_name_hi: 'स्टील की पानी की बोतल',
  },
  { level: 2, referrals_needed: 3, gift_name: 'Yoga mat', gift_name_hi: 'योगा मैट' },
  { level: 3, referrals_needed: 5, gift_name: 'Challenge T-shirt', gift_name_hi: 'चैलेंज टी-शर्ट' },
  {
    level: 4,
    referrals_needed: 10,
    gift_name: 'Meditation cushion',
    gift_name_hi: 'ध्यान के लिए गद्दी',
  },
];

/**
 * The game's demo (issue 12), added once on top of the members and sessions of `seedDemoData`:
 * levels for every demo challenge; the crowd of the running challenge at its first three days as
 * a real crowd comes (a fifth every day, a quarter on two days of three, some once, the rest not
 * yet; never before they joined), about one in a hundred of them inviting friends from the crowd
 * (a few many, most one or two), so the board's points and ranks spread like a real one's; Asha
 * (joined twelve days ago) at those days with four friends from the crowd of different families
 * who joined on different days (three came to a session: counted; the newest did not yet:
 * pending), so she has points, a level and gifts; Meera on two days; round-number guesses around
 * the real counts on the days gone by; the past challenge's vouchers (expired now).
 */
export async function seedDemoGame(
  db: Database,
  {
    current,
    past,
    crowdPhonePrefix,
    asha,
    meera,
  }: { current: number; past: number; crowdPhonePrefix: string; asha: string; meera: string },
): Promise<void> {
  const [seeded] = await db.query<{ present: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM levels WHERE challenge_id = $1) AS present',
    [current],
  );
  if (seeded?.present) return;
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO levels (challenge_id, level, referrals_needed, gift_name, gift_name_hi)
       SELECT c.id, l.level, l.needed, l.gift, l.gift_hi
       FROM challenges c, unnest($1::int[], $2::int[], $3::text[], $4::text[])
         AS l(level, needed, gift, gift_hi)
       ON CONFLICT DO NOTHING`,
      [
        DEMO_LEVELS.map((l) => l.level),
        DEMO_LEVELS.map((l) => l.referrals_needed),
        DEMO_LEVELS.map((l) => l.gift_name),
        DEMO_LEVELS.map((l) => l.gift_name_hi),
      ],
    );
    // Some of the crowd invited friends who joined after them: inviter k of the list gets the
    // friends whose draw r gives k / count = r^1.2, so the first few invited two dozen, the most
    // a handful.
    await tx.query(
      `WITH inviters AS MATERIALIZED (
         SELECT id, created_at, row_number() OVER (ORDER BY id) - 1 AS k
         FROM leads WHERE phone_number LIKE $1 || '%' AND id % 97 = 0),
       friends AS MATERIALIZED (
         SELECT f.id, f.created_at,
                floor((SELECT count(*) FROM inviters) * power(((f.id::bigint * 7919) % 1000) / 1000.0, 1.2)) AS k
         FROM leads f
         WHERE f.phone_number LIKE $1 || '%' AND f.id % 13 = 5 AND f.id % 97 <> 0)
       UPDATE leads l SET referred_by = i.id
       FROM friends f JOIN inviters i ON i.k = f.k
       WHERE l.id = f.id AND f.created_at > i.created_at`,
      [crowdPhonePrefix],
    );
    // Asha and Meera joined before the challenge (12 and 9 days ago); Asha's friends are four of
    // the crowd (crowd members 1, 2, 3 and 5: four families, joined about 5.5, 11, 3.5 and 1.5
    // days ago) who came through her link.
    await tx.query(
      `UPDATE leads SET created_at = now() - joined.ago, verified_at = now() - joined.ago,
         enrolled_at = now() - joined.ago
       FROM (VALUES ($1, interval '12 days'), ($2, interval '9 days')) AS joined (phone, ago)
       WHERE phone_number = joined.phone`,
      [asha, meera],
    );
    await tx.query(
      `UPDATE leads SET referred_by = (SELECT id FROM leads WHERE phone_number = $1)
       WHERE phone_number = ANY(ARRAY[$2 || '000001', $2 || '000002', $2 || '000003', $2 || '000005'])`,
      [asha, crowdPhonePrefix],
    );
    // The crowd at days 1 to 3 as a crowd comes (h: a fixed draw per member), in their preferred
    // batch, a few minutes in, never before they joined; friend 5 has not come yet. Asha and
    // Meera came too.
    await tx.query(
      `INSERT INTO attendance (lead_id, session_id, marked_at, source)
       SELECT l.id, s.id, s.starts_at + ((l.id % 600) * interval '1 second'), 'join'
       FROM leads l JOIN live_sessions s
         ON s.challenge_id = l.active_challenge_id AND s.batch = l.preferred_batch
       CROSS JOIN LATERAL (SELECT (l.id::bigint * 37) % 100 AS h) AS draw
       WHERE l.active_challenge_id = $1 AND s.day <= 3 AND s.starts_at > l.created_at AND (
         (l.phone_number LIKE $2 || '%' AND l.phone_number <> $2 || '000005' AND (
            draw.h < 20
            OR (draw.h < 45 AND (l.id + s.day) % 3 <> 0)
            OR (draw.h < 60 AND s.day = 1 + l.id % 3)))
         OR l.phone_number = ANY(ARRAY[$2 || '000001', $2 || '000002', $2 || '000003'])
         OR l.phone_number = $3
         OR (l.phone_number = $4 AND s.day <> 2))
       ON CONFLICT DO NOTHING`,
      [current, crowdPhonePrefix, asha, meera],
    );
    // The crowd that invited nobody: its points are its days (gameStanding with no referrals);
    // the inviters' and the demo members' standings are computed by the game below.
    await tx.query(
      `INSERT INTO standings (challenge_id, lead_id, paid, points, attended_days, counted_referrals, reached_at)
       SELECT $1, d.lead_id, false, count(*) * $3, count(*), 0, date_trunc('second', max(d.first_mark))
       FROM (
         SELECT a.lead_id, s.day, min(a.marked_at) AS first_mark
         FROM attendance a
         JOIN live_sessions s ON s.id = a.session_id AND s.challenge_id = $1
         JOIN leads l ON l.id = a.lead_id AND l.phone_number LIKE $2 || '%'
         WHERE NOT EXISTS (SELECT 1 FROM leads f WHERE f.referred_by = l.id)
         GROUP BY a.lead_id, s.day
       ) d
       GROUP BY d.lead_id
       ON CONFLICT DO NOTHING`,
      [current, crowdPhonePrefix, DEFAULT_GAME_RULES.points_per_day],
    );
    await tx.query(
      `INSERT INTO standing_counts (challenge_id, paid, points, members)
       SELECT challenge_id, paid, points, count(*) FROM standings WHERE challenge_id = $1
       GROUP BY challenge_id, paid, points`,
      [current],
    );
    // Guesses on the days gone by, revealed when a member first opens guess & win: round numbers
    // (to 500) within a few thousand of the crowd that came, as members guess.
    await tx.query(
      `WITH came AS MATERIALIZED (
         SELECT s.day, count(DISTINCT a.lead_id) AS n FROM attendance a
         JOIN live_sessions s ON s.id = a.session_id
         WHERE s.challenge_id = $1 AND s.day <= 3 GROUP BY s.day)
       INSERT INTO guesses (challenge_id, day, lead_id, guess, guessed_at)
       SELECT $1, came.day, l.id,
              (greatest(0, came.n - 8000 + ((l.id::bigint * 7919 + came.day * 104729) % 16000)) / 500 * 500)::int,
              now() - (4 - came.day) * interval '1 day' - (l.id % 720) * interval '1 minute'
       FROM leads l CROSS JOIN came
       WHERE l.active_challenge_id = $1 AND (l.phone_number LIKE $2 || '00%' OR l.phone_number = $3)
       ON CONFLICT DO NOTHING`,
      [current, crowdPhonePrefix, asha],
    );
  });
  const members = await db.query<{ id: number }>(
    `SELECT id FROM leads WHERE phone_number = ANY($1::text[])
     UNION SELECT DISTINCT referred_by FROM leads
     WHERE referred_by IS NOT NULL AND phone_number LIKE $2 || '%'`,
    [[asha, meera], crowdPhonePrefix],
  );
  await refreshStandings(
    db,
    members.map((m) => m.id),
    new Date(),
  );
  // The past challenge's members (Kavya, Rohan) are scored as at noon of its last day, before its
  // boards locked: their final places stand there, as they would have.
  const [pastBoard] = await db.query<{ at: Date; ids: number[] }>(
    `SELECT (c.end_date + time '12:00') AT TIME ZONE c.timezone AS at,
            array(SELECT id FROM leads WHERE active_challenge_id = c.id) AS ids
     FROM challenges c WHERE c.id = $1`,
    [past],
  );
  if (pastBoard) await refreshStandings(db, pastBoard.ids, new Date(pastBoard.at));
  // Her first gift is on its way, so the gifts page shows every state.
  await db.query(
    `UPDATE member_gifts SET status = 'shipped', claimed_at = now() - interval '1 day',
       shipped_at = now(), tracking = 'DEMO-TRACK-001', address = $2::jsonb
     WHERE level = 1 AND lead_id = (SELECT id FROM leads WHERE phone_number = $1)`,
    [
      asha,
      JSON.stringify({
        recipient: 'Asha Verma',
        phone_number: asha,
        line1: '12 MG Road',
        line2: 'Near the bus stand',
        city: 'Pune',
        state: 'Maharashtra',
        pincode: '411001',
        country_code: 'IN',
      }),
    ],
  );
  await generateVouchers(db, past);
}
