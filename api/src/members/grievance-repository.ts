import { randomInt } from 'node:crypto';
import { GRIEVANCE_TEXT_MIN_LENGTH } from '@yoga/shared/domain';
import type { Grievance, GrievanceNew } from '@yoga/shared/schemas';
import type { Queryable } from '../db/database';
import { HttpError } from '../http/errors';

/** Crockford's base 32 (no I, L, O, U): read aloud over the phone without confusion. */
const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const REFERENCE_LENGTH = 6;
/** DPDP Rules 2025: a grievance is answered within 90 days. */
export const GRIEVANCE_ANSWER_DAYS = 90;

/**
 * A grievance's reference, `GRV-<year>-<6 characters>`: 32^6 (about a billion) per year from the
 * CSPRNG, so one member's reference does not lead to another's.
 */
export function grievanceReference(now: Date, pick = (n: number) => randomInt(n)): string {
  let code = '';
  for (let i = 0; i < REFERENCE_LENGTH; i++) code += REFERENCE_ALPHABET[pick(32)];
  return `GRV-${now.getUTCFullYear()}-${code}`;
}

/** A grievance's or an answer's words, trimmed; too few after trimming is a 400 naming `field`. */
function wordsOf(words: string, field: 'text' | 'answer'): string {
  const text = words.trim();
  if (text.length < GRIEVANCE_TEXT_MIN_LENGTH) {
    throw new HttpError(
      400,
      'invalid_input',
      `Please say a little more (${GRIEVANCE_TEXT_MIN_LENGTH} characters or more).`,
      { field },
    );
  }
  return text;
}

interface GrievanceRow {
  reference: string;
  category: Grievance['category'];
  text: string;
  status: Grievance['status'];
  created_at: string | Date;
  due_at: string | Date;
  answer: string | null;
  answered_at: string | Date | null;
  lead_id: number;
}

const COLUMNS =
  'reference, category, text, status, created_at, due_at, answer, answered_at, lead_id';

const toGrievance = ({ lead_id: _lead, ...row }: GrievanceRow): Grievance => ({
  ...row,
  created_at: new Date(row.created_at).toISOString(),
  due_at: new Date(row.due_at).toISOString(),
  answered_at: row.answered_at === null ? null : new Date(row.answered_at).toISOString(),
});

/** Records a grievance; a reference already taken (one in a billion) draws again. */
export async function raiseGrievance(
  db: Queryable,
  leadId: number,
  grievance: GrievanceNew,
  now: Date,
): Promise<Grievance> {
  const text = wordsOf(grievance.text, 'text');
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await db.query<GrievanceRow>(
      `INSERT INTO grievances (reference, lead_id, category, text, created_at, due_at)
       VALUES ($1, $2, $3, $4, $5::timestamptz, $5::timestamptz + $6 * interval '1 day')
       ON CONFLICT (reference) DO NOTHING
       RETURNING ${COLUMNS}`,
      [
        grievanceReference(now),
        leadId,
        grievance.category,
        text,
        now.toISOString(),
        GRIEVANCE_ANSWER_DAYS,
      ],
    );
    if (row) return toGrievance(row);
  }
  throw new Error('no free grievance reference after five draws');
}

export async function memberGrievances(db: Queryable, leadId: number): Promise<Grievance[]> {
  const rows = await db.query<GrievanceRow>(
    `SELECT ${COLUMNS} FROM grievances WHERE lead_id = $1 ORDER BY created_at DESC, id DESC`,
    [leadId],
  );
  return rows.map(toGrievance);
}

/** Open grievances, the nearest deadline first (ops). */
export async function openGrievances(
  db: Queryable,
  limit = 500,
): Promise<(Grievance & { lead_id: number })[]> {
  const rows = await db.query<GrievanceRow>(
    `SELECT ${COLUMNS} FROM grievances WHERE status = 'open' ORDER BY due_at, id LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({ ...toGrievance(row), lead_id: row.lead_id }));
}

/**
 * Ops' answer, which closes the grievance; answering again replaces the answer (a correction).
 * Null when there is no such grievance.
 */
export async function answerGrievance(
  db: Queryable,
  reference: string,
  answer: string,
  actor: string,
  now: Date,
): Promise<Grievance | null> {
  const text = wordsOf(answer, 'answer');
  const [row] = await db.query<GrievanceRow>(
    `UPDATE grievances SET answer = $2, answered_at = $3::timestamptz, status = 'closed',
       answered_by = $4
     WHERE reference = $1
     RETURNING ${COLUMNS}`,
    [reference, text, now.toISOString(), actor],
  );
  return row ? toGrievance(row) : null;
}
