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
 * levels for every demo challenge; half the crowd of the running challenge at its first three
 * days, so its board is real; Asha at those days too with four friends from the crowd (three
 * came to a session: counted; one did not yet: pending), so she has points, a level and gifts;
 * Meera on two days; guesses on the days gone by; the past challenge's vouchers (expired now).
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
    // Asha's friends: the first four of the crowd joined through her link.
    await tx.query(
      `UPDATE leads SET referred_by = (SELECT id FROM leads WHERE phone_number = $1)
       WHERE phone_number = ANY(ARRAY[$2 || '000001', $2 || '000002', $2 || '000003', $2 || '000005'])`,
      [asha, crowdPhonePrefix],
    );
    // Half the crowd came to days 1 to 3 (not every day), in their preferred batch, a few minutes
    // in; friend 5 has not come yet. Asha and Meera came too.
    await tx.query(
      `INSERT INTO attendance (lead_id, session_id, marked_at, source)
       SELECT l.id, s.id, s.starts_at + ((l.id % 600) * interval '1 second'), 'join'
       FROM leads l JOIN live_sessions s
         ON s.challenge_id = l.active_challenge_id AND s.batch = l.preferred_batch
       WHERE l.active_challenge_id = $1 AND s.day <= 3 AND (
         (l.phone_number LIKE $2 || '%' AND l.id % 2 = 0 AND (l.id + s.day) % 3 <> 0
          AND l.phone_number <> $2 || '000005')
         OR l.phone_number = ANY(ARRAY[$2 || '000001', $2 || '000002', $2 || '000003'])
         OR l.phone_number = $3
         OR (l.phone_number = $4 AND s.day <> 2))
       ON CONFLICT DO NOTHING`,
      [current, crowdPhonePrefix, asha, meera],
    );
    // The crowd invited nobody: its points are its days (gameStanding with no referrals); the
    // demo members' own standings are computed by the game below.
    await tx.query(
      `INSERT INTO standings (challenge_id, lead_id, paid, points, attended_days, counted_referrals, reached_at)
       SELECT $1, d.lead_id, false, count(*) * $3, count(*), 0, date_trunc('second', max(d.first_mark))
       FROM (
         SELECT a.lead_id, s.day, min(a.marked_at) AS first_mark
         FROM attendance a
         JOIN live_sessions s ON s.id = a.session_id AND s.challenge_id = $1
         JOIN leads l ON l.id = a.lead_id AND l.phone_number LIKE $2 || '%'
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
    // Guesses on the days gone by, revealed when a member first opens guess & win.
    await tx.query(
      `INSERT INTO guesses (challenge_id, day, lead_id, guess, guessed_at)
       SELECT $1, d.day, l.id, 15000 + ((l.id::bigint * 7919 + d.day * 104729) % 40000)::int,
              now() - (4 - d.day) * interval '1 day'
       FROM leads l, generate_series(1, 3) AS d(day)
       WHERE l.active_challenge_id = $1 AND (l.phone_number LIKE $2 || '00%' OR l.phone_number = $3)
       ON CONFLICT DO NOTHING`,
      [current, crowdPhonePrefix, asha],
    );
  });
  const members = await db.query<{ id: number }>(
    'SELECT id FROM leads WHERE phone_number = ANY($1::text[])',
    [[asha, meera]],
  );
  await refreshStandings(
    db,
    members.map((m) => m.id),
    new Date(),
  );
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
