import { missingDetails, type MissingDetail } from '@yoga/shared/domain';
import type { Profile, ProfileChange } from '@yoga/shared/models';
import type { Queryable } from '../db/database';
import { acceptedName } from './name-input';

const PROFILE_COLUMNS = `id, name, slug, phone_number, country_code, city, state, preferred_language,
  preferred_batch, reminder, active_challenge_id, is_paid, ispaymentdone`;

export async function findProfile(db: Queryable, leadId: number): Promise<Profile | null> {
  const [row] = await db.query<Profile>(`SELECT ${PROFILE_COLUMNS} FROM leads WHERE id = $1`, [
    leadId,
  ]);
  return row ?? null;
}

/**
 * Changes only the fields sent, in one statement: sending the same change twice leaves the same
 * profile. The name follows the spec's rule (a 400 naming `name` otherwise) before anything is
 * written. Null when the member no longer exists.
 */
export async function changeProfile(
  db: Queryable,
  leadId: number,
  change: ProfileChange,
): Promise<Profile | null> {
  const name = change.name === undefined ? null : acceptedName(change.name);
  const [row] = await db.query<Profile>(
    `UPDATE leads SET
       name = COALESCE($2, name),
       city = COALESCE($3, city),
       state = COALESCE($4, state),
       preferred_language = COALESCE($5, preferred_language),
       profile_updated_at = now()
     WHERE id = $1
     RETURNING ${PROFILE_COLUMNS}`,
    [
      leadId,
      name,
      change.city?.trim() ?? null,
      change.state?.trim() ?? null,
      change.preferred_language ?? null,
    ],
  );
  return row ?? null;
}

/** What the site still needs from a member; null when the member no longer exists. */
export async function findMissingDetails(
  db: Queryable,
  leadId: number,
): Promise<MissingDetail[] | null> {
  const [row] = await db.query<{
    country_code: string;
    city: string | null;
    state: string | null;
    addresses: number;
  }>(
    `SELECT l.country_code, l.city, l.state,
       (SELECT count(*) FROM addresses a WHERE a.lead_id = l.id)::int AS addresses
     FROM leads l WHERE l.id = $1`,
    [leadId],
  );
  return row ? missingDetails(row) : null;
}
