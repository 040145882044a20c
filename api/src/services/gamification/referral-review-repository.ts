import type { Queryable } from '../../db/database';
import { utcInstant } from '../../db/sql-instant';
import type { ReviewedSignUp } from './ops-game-schemas';

const REVIEW_COLUMNS = `id AS member_id, name, phone_number, referred_by AS inviter_id,
  signup_device, signup_network, ${utcInstant('created_at')} AS joined_at, referral_review AS review`;

/** Referred sign-ups in one state of review, oldest first. */
export function signUpsInReview(
  db: Queryable,
  review: ReviewedSignUp['review'],
  limit: number,
): Promise<ReviewedSignUp[]> {
  return db.query<ReviewedSignUp>(
    `SELECT ${REVIEW_COLUMNS} FROM leads WHERE referral_review = $1
     ORDER BY created_at, id LIMIT $2`,
    [review, limit],
  );
}

/** One sign-up as ops review it; null when there is no such member. */
export async function reviewedSignUp(db: Queryable, id: number): Promise<ReviewedSignUp | null> {
  const [row] = await db.query<ReviewedSignUp>(
    `SELECT ${REVIEW_COLUMNS} FROM leads WHERE id = $1`,
    [id],
  );
  return row ?? null;
}
