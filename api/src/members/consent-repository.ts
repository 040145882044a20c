import type { Consents, ConsentsChange } from '@yoga/shared/schemas';
import type { Database, Queryable } from '../db/database';
import { HttpError } from '../http/errors';

/**
 * A member's consents (decision 0040). Each is one fact the rest of the site already acts on:
 * `sms_reminders` is `leads.reminder` (the reminder job texts on it, `/live` switches it),
 * `public_boards` is `leads.board_visibility` other than 'hidden', `marketing` is
 * `leads.marketing`. The history is written by a trigger on those columns (migration 021), so a
 * change from any route is recorded with its time.
 */

interface ConsentRow {
  reminder: boolean;
  board_visibility: 'name' | 'phone' | 'hidden';
  marketing: boolean;
  created_at: string;
}

interface EventRow {
  consent: 'sms_reminders' | 'public_boards' | 'marketing';
  given: boolean;
  at: string;
}

const iso = (value: string | Date) => new Date(value).toISOString();

export async function findConsents(db: Queryable, leadId: number): Promise<Consents | null> {
  const [row] = await db.query<ConsentRow>(
    `SELECT reminder, board_visibility, marketing, created_at FROM leads
     WHERE id = $1 AND erased_at IS NULL`,
    [leadId],
  );
  if (!row) return null;
  // Newest first by id, not time: a change waits for the lead's row lock before its trigger
  // takes an id, so ids follow the order the changes landed in, while `at` is when each
  // transaction began (two at once can land in the other order).
  const history = await db.query<EventRow>(
    `SELECT consent, given, at FROM consent_events WHERE lead_id = $1 ORDER BY id DESC`,
    [leadId],
  );
  const latest = (consent: EventRow['consent']) =>
    history.find((event) => event.consent === consent);
  const state = (consent: EventRow['consent'], given: boolean, givenAtJoining: boolean) => {
    const event = latest(consent);
    // No change recorded: the value is the one set at joining (public boards are on by default),
    // or was set before changes were recorded, when its time is unknown.
    const at = event ? iso(event.at) : given && givenAtJoining ? iso(row.created_at) : null;
    return { given, at };
  };
  return {
    sms_reminders: state('sms_reminders', row.reminder, false),
    public_boards: state('public_boards', row.board_visibility !== 'hidden', true),
    marketing: state('marketing', row.marketing, false),
    board_visibility: row.board_visibility,
    history: history.map((event) => ({ ...event, at: iso(event.at) })),
  };
}

/**
 * Sets the switches sent, in one statement (idempotent: setting a switch to what it is records
 * nothing). Giving the board consent shows the member by name unless they chose their phone;
 * withdrawing it hides them. The SMS reminder needs a preferred batch, as on `/live`: without one
 * the change is refused (400, `field: sms_reminders`) and nothing is written. Null when the member
 * no longer exists.
 */
export async function changeConsents(
  db: Database,
  leadId: number,
  change: ConsentsChange,
): Promise<Consents | null> {
  const [row] = await db.query<{ id: number; refused: boolean }>(
    `WITH me AS (SELECT id, preferred_batch FROM leads WHERE id = $1 AND erased_at IS NULL),
     changed AS (
       UPDATE leads l SET
         reminder = COALESCE($2, l.reminder),
         board_visibility = CASE
           WHEN $3::boolean IS NULL THEN l.board_visibility
           WHEN NOT $3 THEN 'hidden'
           WHEN l.board_visibility = 'hidden' THEN 'name'
           ELSE l.board_visibility END,
         marketing = COALESCE($4, l.marketing)
       FROM me
       WHERE l.id = me.id AND NOT (COALESCE($2, false) AND me.preferred_batch IS NULL)
       RETURNING l.id)
     SELECT me.id, NOT EXISTS (SELECT 1 FROM changed) AS refused FROM me`,
    [leadId, change.sms_reminders ?? null, change.public_boards ?? null, change.marketing ?? null],
  );
  if (!row) return null;
  if (row.refused) {
    throw new HttpError(
      400,
      'invalid_input',
      'Choose a batch on the live page before turning SMS reminders on.',
      { field: 'sms_reminders' },
    );
  }
  return findConsents(db, leadId);
}
