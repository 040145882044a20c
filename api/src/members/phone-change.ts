import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/unique-violation';
import { revokeEveryFamily } from '../security/tokens';

export type PhoneChange = 'changed' | 'unchanged' | 'taken' | 'gone';

/**
 * Moves a member's account to a number they proved they hold: the account, and the addresses
 * named by it. Every sign-in ends (the tokens carry the old number), so the member signs in again
 * with the new one. `taken` when another member has the number: nothing changes.
 */
export async function changePhone(
  db: Database,
  leadId: number,
  phone: string,
): Promise<PhoneChange> {
  try {
    return await db.transaction(async (tx) => {
      const [lead] = await tx.query<{ phone_number: string }>(
        'SELECT phone_number FROM leads WHERE id = $1 FOR UPDATE',
        [leadId],
      );
      if (!lead) return 'gone';
      if (lead.phone_number === phone) return 'unchanged';
      const [other] = await tx.query<{ id: number }>(
        'SELECT id FROM leads WHERE phone_number = $1',
        [phone],
      );
      if (other) return 'taken';
      await tx.query('UPDATE leads SET phone_number = $2 WHERE id = $1', [leadId, phone]);
      await tx.query('UPDATE addresses SET phone_number = $2 WHERE lead_id = $1', [leadId, phone]);
      await revokeEveryFamily(tx, leadId);
      return 'changed';
    });
  } catch (error) {
    // Two members claiming one new number at once: the unique phone lets one through.
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
}
