import type { Database } from '../db/database';
import type { NotifyFactChange } from '../db/fact-changes';

export type ReviewOutcome = 'decided' | 'no_member' | 'not_held';

interface Reviewed {
  inviter_id: number | null;
  inviter_challenge_id: number | null;
}

/**
 * Ops' decision on a referred sign-up held for review, with its audit row, in one transaction;
 * the inviter's referral may now count (or never will), so the stream hears of the inviter.
 */
export async function decideHeldReferral(
  db: Database,
  notify: NotifyFactChange,
  {
    leadId,
    decision,
    reason,
    actor,
  }: { leadId: number; decision: 'approved' | 'rejected'; reason: string; actor: string },
): Promise<ReviewOutcome> {
  const reviewed = await db.transaction(async (tx): Promise<Reviewed | ReviewOutcome> => {
    const [member] = await tx.query<Reviewed>(
      `UPDATE leads SET referral_review = $2 WHERE id = $1 AND referral_review IS NOT NULL
       RETURNING referred_by AS inviter_id,
         (SELECT i.active_challenge_id FROM leads i WHERE i.id = leads.referred_by)
           AS inviter_challenge_id`,
      [leadId, decision],
    );
    if (!member) {
      const [exists] = await tx.query('SELECT 1 FROM leads WHERE id = $1', [leadId]);
      return exists ? 'not_held' : 'no_member';
    }
    await tx.query(
      `INSERT INTO referral_reviews (lead_id, decision, reason, decided_by)
       VALUES ($1, $2, $3, $4)`,
      [leadId, decision, reason, actor],
    );
    return member;
  });
  if (typeof reviewed === 'string') return reviewed;
  // An inviter in no challenge has no points to move.
  if (reviewed.inviter_id !== null && reviewed.inviter_challenge_id !== null) {
    notify({ challengeId: reviewed.inviter_challenge_id, members: [reviewed.inviter_id] });
  }
  return 'decided';
}
