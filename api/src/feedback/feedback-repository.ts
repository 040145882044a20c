import type { Static } from 'typebox';
import { FEEDBACK_BENEFITS, FEEDBACK_RATINGS } from '@yoga/shared/domain';
import type { Feedback, FeedbackChange } from '@yoga/shared/models';
import type { ChallengeFeedbackBody } from '@yoga/shared/schemas';
import type { Queryable } from '../db/database';
import { utcInstant } from '../db/sql-instant';

/*
 * A member's feedback on their challenge (decision 0043): one row per member per challenge. Here
 * rather than in a service, as the lead service writes it and the user service reads it.
 */

export type ChallengeFeedback = Static<typeof ChallengeFeedbackBody>;

const COLUMNS = `challenge_id, rating, benefits, comment,
  ${utcInstant('created_at', 'millis')} AS created_at,
  ${utcInstant('updated_at', 'millis')} AS updated_at`;

/** The member's feedback on a challenge, or null when they have given none. */
export async function findFeedback(
  db: Queryable,
  leadId: number,
  challengeId: number,
): Promise<Feedback | null> {
  const [row] = await db.query<Feedback>(
    `SELECT ${COLUMNS} FROM feedback WHERE lead_id = $1 AND challenge_id = $2`,
    [leadId, challengeId],
  );
  return row ?? null;
}

/**
 * Gives or changes the member's feedback on a challenge: one row whatever the number of calls.
 * `created_at` stays the first time's, and `updated_at` moves only when something changed, so
 * sending the same feedback again answers the same.
 */
export async function saveFeedback(
  db: Queryable,
  leadId: number,
  challengeId: number,
  input: FeedbackChange,
  now: Date,
): Promise<Feedback> {
  // One order for one set, so the same choice is the same row however it was sent.
  const benefits = FEEDBACK_BENEFITS.filter((benefit) => input.benefits.includes(benefit));
  const [row] = await db.query<Feedback>(
    `INSERT INTO feedback AS f (lead_id, challenge_id, rating, benefits, comment, created_at, updated_at)
     VALUES ($1, $2, $3, $4::text[], $5, $6::timestamptz, $6::timestamptz)
     ON CONFLICT (lead_id, challenge_id) DO UPDATE SET
       rating = EXCLUDED.rating, benefits = EXCLUDED.benefits, comment = EXCLUDED.comment,
       updated_at = CASE
         WHEN (f.rating, f.benefits, f.comment) IS DISTINCT FROM
              (EXCLUDED.rating, EXCLUDED.benefits, EXCLUDED.comment)
         THEN EXCLUDED.updated_at ELSE f.updated_at END
     RETURNING ${COLUMNS}`,
    [leadId, challengeId, input.rating, benefits, input.comment.trim(), now.toISOString()],
  );
  if (!row) throw new Error('an upsert that returned no row');
  return row;
}

export async function feedbackSubmitted(
  db: Queryable,
  leadId: number,
  challengeId: number,
): Promise<boolean> {
  const [row] = await db.query<{ submitted: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM feedback WHERE lead_id = $1 AND challenge_id = $2) AS submitted`,
    [leadId, challengeId],
  );
  return row?.submitted ?? false;
}

/**
 * Ops' view of a challenge's feedback: a summary of all of it (how many, the average rating, how
 * many gave each rating and named each benefit) and one page of it, last changed first.
 */
export async function challengeFeedback(
  db: Queryable,
  challengeId: number,
  page: { limit: number; offset: number },
): Promise<ChallengeFeedback> {
  const ratingRows = await db.query<{ rating: number; n: number }>(
    `SELECT rating, count(*)::int AS n FROM feedback WHERE challenge_id = $1 GROUP BY rating`,
    [challengeId],
  );
  const benefitRows = await db.query<{ benefit: string; n: number }>(
    `SELECT benefit, count(*)::int AS n FROM feedback, unnest(benefits) AS benefit
     WHERE challenge_id = $1 GROUP BY benefit`,
    [challengeId],
  );
  const result = await db.query<ChallengeFeedback['result'][number]>(
    `SELECT lead_id AS member_id, rating, benefits, comment,
       ${utcInstant('updated_at', 'millis')} AS updated_at
     FROM feedback WHERE challenge_id = $1
     ORDER BY feedback.updated_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [challengeId, page.limit, page.offset],
  );
  const ratings = Object.fromEntries(FEEDBACK_RATINGS.map((rating) => [String(rating), 0]));
  let count = 0;
  let total = 0;
  for (const { rating, n } of ratingRows) {
    ratings[String(rating)] = n;
    count += n;
    total += rating * n;
  }
  const benefits = Object.fromEntries(FEEDBACK_BENEFITS.map((benefit) => [benefit, 0]));
  for (const { benefit, n } of benefitRows) benefits[benefit] = n;
  return {
    challenge_id: challengeId,
    count,
    average_rating: count === 0 ? null : Math.round((total / count) * 100) / 100,
    ratings,
    benefits,
    result,
  };
}

/**
 * The member's challenge, for their feedback; null when there is no such (or an erased) member.
 * `forWrite` takes a share lock on the member for the rest of the transaction: an erasure, which
 * locks the row to update it, then waits for the feedback being written and deletes it too.
 */
export async function feedbackMember(
  db: Queryable,
  leadId: number,
  { forWrite = false } = {},
): Promise<{ challengeId: number | null } | null> {
  const [row] = await db.query<{ active_challenge_id: number | null }>(
    `SELECT active_challenge_id FROM leads WHERE id = $1 AND erased_at IS NULL
     ${forWrite ? 'FOR SHARE' : ''}`,
    [leadId],
  );
  return row ? { challengeId: row.active_challenge_id } : null;
}
