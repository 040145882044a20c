import {
  joinableChallenges,
  nextChallengeOffer,
  type EnrolmentChallenge,
} from '@yoga/shared/domain';
import type { MemberChallenge } from '@yoga/shared/models';
import type { Queryable } from '../db/database';
import { calendarDayColumn as day, utcInstant } from '../db/sql-instant';

/**
 * A member's enrolments: the challenge they follow now (`leads.active_challenge_id`, joined at
 * `leads.enrolled_at`) and those they followed before (`past_enrolments`, migration 014).
 */

const ENROLMENT_CHALLENGE = `c.id, c.countrycode, c.timezone, ${day('start_date')}, ${day('end_date')}`;

/** Challenges not ended at `now` (the app's clock), judged in each one's own zone. */
export function openChallenges(db: Queryable, now: Date): Promise<EnrolmentChallenge[]> {
  return db.query<EnrolmentChallenge>(
    `SELECT ${ENROLMENT_CHALLENGE} FROM challenges c
     WHERE c.end_date >= ($1::timestamptz AT TIME ZONE c.timezone)::date`,
    [now.toISOString()],
  );
}

/** Why a member cannot take part in a challenge; each is a 4xx the member can read. */
export type ActivationRefusal =
  | 'no_such_challenge'
  | 'challenge_closed'
  | 'paid_member'
  | 'challenge_running'
  | 'challenge_not_offered';

export type Activation =
  | { kind: 'enrolled'; changed: boolean }
  | { kind: 'refused'; reason: ActivationRefusal; yoursEnds?: string }
  | { kind: 'no_member' };

/**
 * Spec section 7's `lead/activate/{id}`: the member takes part in challenge `challengeId`. Their
 * current challenge moves to their past enrolments (its board, attendance, gifts and certificates
 * stay, kept per challenge), the new one counts them once. Asking again for the challenge they are
 * in changes nothing. The member's row is locked, so two taps at once enrol once. Allowed: any
 * challenge open to their country and newer than theirs, once theirs has ended (the same rule
 * that offers it: `nextChallengeOffer`).
 */
export async function activateChallenge(
  tx: Queryable,
  leadId: number,
  challengeId: number,
  now: Date,
): Promise<Activation> {
  const [member] = await tx.query<{
    active_challenge_id: number | null;
    country_code: string;
    paid: boolean;
  }>(
    `SELECT active_challenge_id, country_code, (is_paid OR ispaymentdone) AS paid
     FROM leads WHERE id = $1 FOR UPDATE`,
    [leadId],
  );
  if (!member) return { kind: 'no_member' };
  if (member.active_challenge_id === challengeId) return { kind: 'enrolled', changed: false };

  const [target] = await tx.query<{ id: number }>('SELECT id FROM challenges WHERE id = $1', [
    challengeId,
  ]);
  if (!target) return { kind: 'refused', reason: 'no_such_challenge' };
  const open = await openChallenges(tx, now);
  if (!open.some((challenge) => challenge.id === challengeId)) {
    return { kind: 'refused', reason: 'challenge_closed' };
  }
  if (member.paid) return { kind: 'refused', reason: 'paid_member' };

  // The member's own challenge is among the open ones until it ends; not there, it has ended.
  const current = open.find((challenge) => challenge.id === member.active_challenge_id) ?? null;
  const offer = nextChallengeOffer(member, current, open, now);
  if (offer.kind === 'after-yours') {
    return { kind: 'refused', reason: 'challenge_running', yoursEnds: offer.yoursEnds };
  }
  const allowed =
    offer.kind === 'take-part' &&
    joinableChallenges(member.country_code, open, now).some(
      (challenge) =>
        challenge.id === challengeId &&
        (member.active_challenge_id === null || challenge.id > member.active_challenge_id),
    );
  if (!allowed) return { kind: 'refused', reason: 'challenge_not_offered' };

  await tx.query(
    `INSERT INTO past_enrolments (lead_id, challenge_id, enrolled_at, left_at)
     SELECT id, active_challenge_id, COALESCE(enrolled_at, created_at), $2 FROM leads
     WHERE id = $1 AND active_challenge_id IS NOT NULL
     ON CONFLICT (lead_id, challenge_id) DO NOTHING`,
    [leadId, now.toISOString()],
  );
  await tx.query('UPDATE leads SET active_challenge_id = $2, enrolled_at = $3 WHERE id = $1', [
    leadId,
    challengeId,
    now.toISOString(),
  ]);
  await tx.query(
    'UPDATE challenges SET totalregisteration = totalregisteration + 1 WHERE id = $1',
    [challengeId],
  );
  return { kind: 'enrolled', changed: true };
}

/**
 * Every challenge the member took part in, newest first, with the days they attended, their
 * points and their place on their board (null when they never scored there). The place is counted
 * the way the board orders: more points first, then who reached them first, then id.
 */
export function memberChallenges(db: Queryable, leadId: number): Promise<MemberChallenge[]> {
  return db.query<MemberChallenge>(
    `WITH mine AS (
       SELECT active_challenge_id AS challenge_id, COALESCE(enrolled_at, created_at) AS enrolled_at,
              true AS current
       FROM leads WHERE id = $1 AND active_challenge_id IS NOT NULL
       UNION ALL
       SELECT challenge_id, enrolled_at, false FROM past_enrolments WHERE lead_id = $1
     )
     SELECT c.id, c.title, c.title_hi, c.countrycode, c.timezone, ${day('start_date')}, ${day('end_date')},
            m.current, ${utcInstant('m.enrolled_at')} AS enrolled_at,
            (SELECT count(DISTINCT s.day)::int FROM attendance a
               JOIN live_sessions s ON s.id = a.session_id
             WHERE a.lead_id = $1 AND s.challenge_id = c.id) AS attended_days,
            COALESCE(st.points, 0) AS points,
            CASE WHEN st.lead_id IS NULL THEN NULL ELSE (
              SELECT count(*)::int + 1 FROM standings o
              WHERE o.challenge_id = c.id AND o.paid = st.paid
                AND (o.points > st.points
                  OR (o.points = st.points AND (o.reached_at, o.lead_id) < (st.reached_at, st.lead_id)))
            ) END AS rank
     FROM mine m
     JOIN challenges c ON c.id = m.challenge_id
     LEFT JOIN standings st ON st.challenge_id = c.id AND st.lead_id = $1
     ORDER BY c.start_date DESC, c.id DESC`,
    [leadId],
  );
}

/** Whether the member took part in the challenge (now or before). */
export async function tookPartIn(
  db: Queryable,
  leadId: number,
  challengeId: number,
): Promise<boolean> {
  const [row] = await db.query<{ yes: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM leads WHERE id = $1 AND active_challenge_id = $2)
         OR EXISTS (SELECT 1 FROM past_enrolments WHERE lead_id = $1 AND challenge_id = $2) AS yes`,
    [leadId, challengeId],
  );
  return row?.yes ?? false;
}

/**
 * The challenge day the member joined on, counted in the challenge's zone (1 when they joined
 * before it began), or null when they never took part in it. A day they attended is never "before
 * they joined": an enrolment recorded late (ops moving a member, an old import) gives way to the
 * first day attended.
 */
export async function joinedDay(
  db: Queryable,
  leadId: number,
  challengeId: number,
): Promise<number | null> {
  const [row] = await db.query<{ day: number }>(
    `SELECT LEAST(
       GREATEST(1, (e.at AT TIME ZONE c.timezone)::date - c.start_date + 1),
       (SELECT min(s.day) FROM attendance a JOIN live_sessions s ON s.id = a.session_id
        WHERE a.lead_id = $1 AND s.challenge_id = $2))::int AS day
     FROM challenges c, (
       SELECT COALESCE(enrolled_at, created_at) AS at FROM leads
       WHERE id = $1 AND active_challenge_id = $2
       UNION ALL
       SELECT enrolled_at FROM past_enrolments WHERE lead_id = $1 AND challenge_id = $2
     ) e
     WHERE c.id = $2
     LIMIT 1`,
    [leadId, challengeId],
  );
  return row?.day ?? null;
}
