import { randomInt } from 'node:crypto';
import { REFERRAL_BURST_LIMIT, REFERRAL_BURST_WINDOW_MS, referralHeld } from '@yoga/shared/domain';
import type { Queryable } from '../db/database';
import { isUniqueViolation } from '../db/unique-violation';
import type { Lead } from '@yoga/shared/models';

/**
 * The leads table: joining, signing in and enrolling all read and write members here, whichever
 * service answers the request.
 */

/** The columns of a `Lead` as the API answers it. */
export const LEAD_COLUMNS = `id, name, slug, phone_number, country_code, active_challenge_id, is_paid, ispaymentdone`;

const SLUG_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** "Asha Verma" -> "asha-verma-k3x9qa": readable in a shared link, unguessable in its tail. */
export function slugFor(name: string): string {
  const base =
    name
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 30) || 'yogi';
  const tail = Array.from({ length: 6 }, () => SLUG_ALPHABET[randomInt(SLUG_ALPHABET.length)]).join(
    '',
  );
  return `${base}-${tail}`;
}

export interface NewLead {
  name: string;
  phone: string;
  countryCode: string;
  referralSlug: string | null;
  /** The browser's device id, when it sent one, and the sign-up's network (/24 or /64). */
  device: string | null;
  network: string;
}

/**
 * Creates the lead of a phone, or, while that phone is not yet verified, replaces its name,
 * country and referrer with this registration's: the latest registration wins, so whoever
 * registered someone else's number first fixes nothing, and a link's owner cannot harvest the
 * credit of numbers they registered in advance. Once verified, the lead is left as it is: the
 * first link its holder joined through keeps the referral (issue 12: first link wins). A referred
 * sign-up that comes in a burst from one device or network is held for review. Registering twenty
 * times at once leaves one lead.
 */
export async function registerLead(
  db: Queryable,
  lead: NewLead,
  burstLimit = REFERRAL_BURST_LIMIT,
): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await db.query<{ id: number; referred: boolean }>(
        `INSERT INTO leads (phone_number, name, slug, country_code, referred_by, signup_device, signup_network)
           VALUES ($1, $2, $3, $4, (SELECT id FROM leads WHERE slug = $5 AND phone_number <> $1), $6, $7)
           ON CONFLICT (phone_number) DO UPDATE SET
             name = EXCLUDED.name, slug = EXCLUDED.slug, country_code = EXCLUDED.country_code,
             referred_by = EXCLUDED.referred_by, signup_device = EXCLUDED.signup_device,
             signup_network = EXCLUDED.signup_network
           WHERE leads.verified_at IS NULL
           RETURNING id, referred_by IS NOT NULL AND referral_review IS NULL AS referred`,
        [
          lead.phone,
          lead.name,
          slugFor(lead.name),
          lead.countryCode,
          lead.referralSlug,
          lead.device,
          lead.network,
        ],
      );
      if (row?.referred) await holdIfBurst(db, row.id, lead, burstLimit);
      return;
    } catch (error) {
      // Only a slug collision can raise this (the phone conflict is handled above); draw again.
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

/** Issue 12, rule 2: holds a referred sign-up for ops review when it came in a burst. */
async function holdIfBurst(
  db: Queryable,
  leadId: number,
  lead: NewLead,
  burstLimit: number,
): Promise<void> {
  const since = `now() - interval '${REFERRAL_BURST_WINDOW_MS} milliseconds'`;
  const [earlier] = await db.query<{ from_device: number; from_network: number }>(
    `SELECT
       (SELECT count(*) FROM leads WHERE signup_device = $2 AND referred_by IS NOT NULL
          AND created_at > ${since} AND id <> $1)::int AS from_device,
       (SELECT count(*) FROM leads WHERE signup_network = $3 AND referred_by IS NOT NULL
          AND created_at > ${since} AND id <> $1)::int AS from_network`,
    [leadId, lead.device, lead.network],
  );
  const burst = { fromDevice: earlier?.from_device ?? 0, fromNetwork: earlier?.from_network ?? 0 };
  if (!referralHeld(burst, burstLimit)) return;
  await db.query(
    `WITH held AS (UPDATE leads SET referral_review = 'held' WHERE id = $1 RETURNING id)
     INSERT INTO referral_reviews (lead_id, decision, reason, decided_by)
     SELECT id, 'held', $2, 'system' FROM held`,
    [
      leadId,
      `${burst.fromDevice} referred sign-ups from this device and ${burst.fromNetwork} from this network in the last hour`,
    ],
  );
}

export async function findLeadById(db: Queryable, id: number): Promise<Lead | null> {
  const rows = await db.query<Lead>(`SELECT ${LEAD_COLUMNS} FROM leads WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

export async function findLeadBySlug(db: Queryable, slug: string): Promise<Lead | null> {
  const rows = await db.query<Lead>(`SELECT ${LEAD_COLUMNS} FROM leads WHERE slug = $1`, [slug]);
  return rows[0] ?? null;
}

export async function findLeadByPhone(db: Queryable, phone: string): Promise<Lead | null> {
  const rows = await db.query<Lead>(`SELECT ${LEAD_COLUMNS} FROM leads WHERE phone_number = $1`, [
    phone,
  ]);
  return rows[0] ?? null;
}

/**
 * Enrols a verified lead in the active challenge for its country (India's when its country has
 * none), counting the registration once. A member already in a challenge that has not ended stays,
 * and so does a paid member: their challenge decides whether they belong to the member site.
 */
export async function enrolLead(db: Queryable, leadId: number): Promise<Lead | null> {
  const [lead] = await db.query<Lead & { current_open: boolean }>(
    `SELECT ${LEAD_COLUMNS.split(', ')
      .map((c) => `l.${c}`)
      .join(', ')},
            COALESCE(c.end_date >= (now() AT TIME ZONE c.timezone)::date, false) AS current_open
     FROM leads l LEFT JOIN challenges c ON c.id = l.active_challenge_id
     WHERE l.id = $1 FOR UPDATE OF l`,
    [leadId],
  );
  if (!lead) return null;
  if (lead.current_open || lead.is_paid || lead.ispaymentdone) return findLeadById(db, leadId);
  const [target] = await db.query<{ id: number }>(
    `SELECT id FROM challenges
     WHERE countrycode IN ($1, 'IN') AND end_date >= (now() AT TIME ZONE timezone)::date
     ORDER BY countrycode = $1 DESC, start_date, id LIMIT 1`,
    [lead.country_code],
  );
  if (!target) return findLeadById(db, leadId);
  await db.query('UPDATE leads SET active_challenge_id = $2, enrolled_at = now() WHERE id = $1', [
    leadId,
    target.id,
  ]);
  await db.query(
    'UPDATE challenges SET totalregisteration = totalregisteration + 1 WHERE id = $1',
    [target.id],
  );
  return findLeadById(db, leadId);
}
