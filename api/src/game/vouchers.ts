import { calendarDateIn } from '@yoga/shared/domain';
import type { Database, Queryable } from '../db/database';
import { randomCode80 } from '../security/random-code';
import { loadChallengeGame } from './game-facts';

/** "YOGA-7K2M-Q9XD-4RTB-HW3N": 80 random bits in Crockford base32. */
export function voucherCode(): string {
  return `YOGA-${randomCode80().match(/.{4}/g)?.join('-')}`;
}

const CHUNK = 1000;

/**
 * Issues the challenge's vouchers: one to every member of it who attended at least the rule's
 * number of days and has none yet. Running it again issues nothing twice (one voucher per member
 * per challenge is a unique key); a code that happened to be drawn twice is left for the next run.
 */
export async function generateVouchers(db: Database, challengeId: number): Promise<number> {
  const game = await loadChallengeGame(db, challengeId);
  // A voucher is valid until the challenge's expiry date: without one there is nothing to issue.
  if (!game?.challenge.voucher_expiry_date) return 0;
  const eligible = await db.query<{ lead_id: number }>(
    `SELECT a.lead_id FROM attendance a
     JOIN live_sessions s ON s.id = a.session_id AND s.challenge_id = $1
     JOIN leads l ON l.id = a.lead_id AND (l.active_challenge_id = $1
       OR EXISTS (SELECT 1 FROM past_enrolments p WHERE p.lead_id = l.id AND p.challenge_id = $1))
     WHERE NOT EXISTS (SELECT 1 FROM vouchers v WHERE v.lead_id = a.lead_id AND v.challenge_id = $1)
     GROUP BY a.lead_id HAVING count(DISTINCT s.day) >= $2`,
    [challengeId, game.rules.voucher_min_days],
  );
  let issued = 0;
  for (let start = 0; start < eligible.length; start += CHUNK) {
    const ids = eligible.slice(start, start + CHUNK).map((row) => row.lead_id);
    const rows = await db.query<{ id: number }>(
      `INSERT INTO vouchers (lead_id, challenge_id, code)
       SELECT lead_id, $1, code FROM unnest($2::int[], $3::text[]) AS v(lead_id, code)
       ON CONFLICT DO NOTHING RETURNING id`,
      [challengeId, ids, ids.map(voucherCode)],
    );
    issued += rows.length;
  }
  await db.query(
    `INSERT INTO voucher_runs (challenge_id, issued) VALUES ($1, $2)
     ON CONFLICT (challenge_id) DO UPDATE SET issued = voucher_runs.issued + $2, ran_at = now()`,
    [challengeId, issued],
  );
  return issued;
}

/** Challenges whose voucher day has come (in their own zone) and whose vouchers are not issued. */
export async function challengesDueForVouchers(db: Queryable, now: Date): Promise<number[]> {
  const rows = await db.query<{ id: number; timezone: string; generation: string; expiry: string }>(
    `SELECT c.id, c.timezone, to_char(c.voucher_generation_date, 'YYYY-MM-DD') AS generation,
            to_char(c.voucher_expiry_date, 'YYYY-MM-DD') AS expiry
     FROM challenges c
     WHERE c.voucher_generation_date IS NOT NULL AND c.voucher_expiry_date IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM voucher_runs r WHERE r.challenge_id = c.id)`,
  );
  return rows
    .filter((row) => {
      const today = calendarDateIn(row.timezone, now);
      return today >= row.generation && today <= row.expiry;
    })
    .map((row) => row.id);
}

const JOB_INTERVAL_MS = 60_000;

/** Each API process looks once a minute; the unique keys make two processes issue once. */
export function startVoucherJob(
  db: Database,
  { clock, log }: { clock: () => Date; log: { warn(object: unknown, message: string): void } },
): { stop(): void } {
  const run = async () => {
    try {
      for (const challengeId of await challengesDueForVouchers(db, clock())) {
        await generateVouchers(db, challengeId);
      }
    } catch (error) {
      log.warn({ err: error }, 'voucher job failed; next minute it tries again');
    }
  };
  const timer = setInterval(() => void run(), JOB_INTERVAL_MS);
  timer.unref();
  void run();
  return { stop: () => clearInterval(timer) };
}
