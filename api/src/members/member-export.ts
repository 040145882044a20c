import type { Consents } from '@yoga/shared/schemas';
import type { Queryable } from '../db/database';
import { findConsents } from './consent-repository';

/**
 * Everything the site holds about a member, for the DPDP right of access (decision 0040). Each
 * section names the tables it reads; a test lists every table with a `lead_id` or a phone column
 * (or a reference to `leads`) from the database's catalogue and checks each is read here, so a new
 * table cannot be left out silently.
 */
interface Section {
  name: string;
  tables: string[];
  sql: string;
}

const byLead = (table: string, order: string, columns = '*'): Section => ({
  name: table,
  tables: [table],
  sql: `SELECT ${columns} FROM ${table} WHERE lead_id = $1 ORDER BY ${order}`,
});

export const EXPORT_SECTIONS: readonly Section[] = [
  {
    name: 'profile',
    tables: ['leads'],
    sql: 'SELECT * FROM leads WHERE id = $1',
  },
  byLead('addresses', 'selected_at DESC, id DESC'),
  byLead('past_enrolments', 'enrolled_at'),
  byLead('attendance', 'marked_at'),
  byLead('session_joins', 'joined_at'),
  byLead('reminder_sends', 'sent_at'),
  byLead('resource_opens', 'first_opened_at'),
  byLead('short_links', 'created_at'),
  {
    name: 'referrals',
    tables: ['leads'],
    // The friends the member invited, as their referral page shows them (no phone numbers).
    sql: `SELECT name, created_at AS joined_at, verified_at IS NOT NULL AS verified, referral_review
          FROM leads WHERE referred_by = $1 AND erased_at IS NULL ORDER BY created_at`,
  },
  byLead('standings', 'challenge_id'),
  byLead('member_gifts', 'earned_at, id'),
  byLead('vouchers', 'issued_at'),
  byLead('guesses', 'challenge_id, day'),
  byLead('feedback', 'challenge_id'),
  byLead(
    'payment_orders',
    'created_at, id',
    'id, plan_id, amount, currency, status, gateway, gateway_order_id, payment_id, created_at, paid_at',
  ),
  byLead('certificates', 'issued_at'),
  byLead('pledges', 'created_at'),
  byLead('festival_progress', 'updated_at'),
  // The children the member enrolled in the kids camp, and every consent given for one.
  byLead('kids_camp_children', 'enrolled_at, id'),
  byLead('kids_camp_consents', 'given_at, id'),
  byLead('grievances', 'created_at, id'),
  byLead('erasure_requests', 'requested_at, id'),
  {
    name: 'sign_ins',
    tables: ['refresh_token_families'],
    // When each sign-in began and ended; the tokens themselves are never shown.
    sql: `SELECT created_at, expires_at, revoked_at FROM refresh_token_families
          WHERE lead_id = $1 ORDER BY created_at`,
  },
  {
    name: 'sign_in_codes',
    tables: ['otp_codes'],
    // A code waiting to be typed: only when and how often it was tried (its HMAC stays).
    sql: `SELECT o.created_at, o.expires_at, o.attempts FROM otp_codes o
          JOIN leads l ON l.phone_number = o.phone_number WHERE l.id = $1`,
  },
  // Every ops action recorded on the member's data.
  byLead('attendance_corrections', 'corrected_at, id'),
  byLead('referral_reviews', 'decided_at, id'),
  byLead('member_ops_events', 'at, id'),
  {
    name: 'gift_events',
    tables: ['gift_events'],
    sql: `SELECT e.* FROM gift_events e JOIN member_gifts g ON g.id = e.gift_id
          WHERE g.lead_id = $1 ORDER BY e.at, e.id`,
  },
  {
    name: 'certificate_events',
    tables: ['certificate_events'],
    sql: `SELECT e.* FROM certificate_events e JOIN certificates c ON c.id = e.certificate_id
          WHERE c.lead_id = $1 ORDER BY e.at, e.id`,
  },
  {
    name: 'guess_wins',
    tables: ['guess_results'],
    sql: `SELECT r.challenge_id, r.day, r.actual, w AS win, r.revealed_at
          FROM guess_results r, jsonb_array_elements(r.winners) w
          WHERE (w->>'lead_id')::int = $1 ORDER BY r.challenge_id, r.day`,
  },
];

/** Tables with a member's data that the export deliberately does not read, and why. */
export const NOT_EXPORTED: Record<string, string> = {
  refresh_tokens:
    'hashes of sign-in tokens, one row per renewal; the sign-ins they belong to are exported',
  consent_events: 'exported as the consents section, with their history',
};

export interface MemberExport {
  format: 'yoga-member-data/1';
  generated_at: string;
  member_id: number;
  consents: Consents;
  sections: Record<string, unknown>;
  /** Which tables each section was read from. */
  sources: Record<string, string[]>;
}

/** The member's data, or null when there is no such member (or it was erased). */
export async function exportMemberData(
  db: Queryable,
  leadId: number,
  now: Date,
): Promise<MemberExport | null> {
  const consents = await findConsents(db, leadId);
  if (!consents) return null;
  const sections: Record<string, unknown> = {};
  for (const section of EXPORT_SECTIONS) {
    const rows = await db.query<Record<string, unknown>>(section.sql, [leadId]);
    sections[section.name] = section.name === 'profile' ? (rows[0] ?? null) : rows;
  }
  return {
    format: 'yoga-member-data/1',
    generated_at: now.toISOString(),
    member_id: leadId,
    consents,
    sections,
    sources: {
      ...Object.fromEntries(EXPORT_SECTIONS.map((section) => [section.name, section.tables])),
      consents: ['leads', 'consent_events'],
    },
  };
}
