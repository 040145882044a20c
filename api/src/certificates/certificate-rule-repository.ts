import { DEFAULT_CERTIFICATE_RULE } from '@yoga/shared/domain';
import type { Queryable } from '../db/database';

/** The days a challenge's members must attend for a certificate: ops' rule, else the default. */
export async function certificateMinDays(db: Queryable, challengeId: number): Promise<number> {
  const [row] = await db.query<{ min_days: number }>(
    'SELECT min_days FROM certificate_rules WHERE challenge_id = $1',
    [challengeId],
  );
  return row?.min_days ?? DEFAULT_CERTIFICATE_RULE.min_days;
}

/** Sets a challenge's rule; certificates already issued keep the rule they were issued under. */
export async function saveCertificateMinDays(
  db: Queryable,
  challengeId: number,
  minDays: number,
): Promise<void> {
  await db.query(
    `INSERT INTO certificate_rules (challenge_id, min_days) VALUES ($1, $2)
     ON CONFLICT (challenge_id) DO UPDATE SET min_days = excluded.min_days, updated_at = now()`,
    [challengeId, minDays],
  );
}
