import type { FastifyBaseLogger } from 'fastify';
import type { Certificates } from '../certificates/certificates';
import { findCertificate } from '../certificates/certificate-repository';
import type { Database, Queryable } from '../db/database';
import type { BoardRanks } from '../game/board-ranks';
import { applyCountDeltas, type StandingChange } from '../game/standings-store';
import { planErasure, stepOf, type ErasureStep } from './erasure-plan';

/** The member's time to change their mind. */
export const ERASURE_GRACE_MS = 48 * 60 * 60_000;
/** How often each API process looks for erasures due. */
export const ERASURE_TICK_MS = 5 * 60_000;
/** What an erased member is called where a name must be shown (a friend in a referral list). */
export const ERASED_NAME = 'Erased member';
export const WITHDRAWN_REASON = 'Withdrawn at the holder’s request.';

export interface ErasureDependencies {
  db: Database;
  ranks: BoardRanks;
  certificates: Pick<Certificates, 'reads' | 'renders'>;
  /** Drops the counts kept under a phone (the OTP limits, in Redis or in memory). */
  forgetPhone(phone: string): Promise<void>;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

export interface PendingErasure {
  requested_at: string;
  erase_after: string;
}

const iso = (value: string | Date) => new Date(value).toISOString();

export async function pendingErasure(
  db: Queryable,
  leadId: number,
): Promise<PendingErasure | null> {
  const [row] = await db.query<{ requested_at: Date; erase_after: Date }>(
    `SELECT requested_at, erase_after FROM erasure_requests
     WHERE lead_id = $1 AND cancelled_at IS NULL AND erased_at IS NULL`,
    [leadId],
  );
  return row ? { requested_at: iso(row.requested_at), erase_after: iso(row.erase_after) } : null;
}

/** The plan for this member, as the erasure answer and the eraser read it. */
export async function erasurePlanOf(db: Queryable, leadId: number): Promise<ErasureStep[]> {
  const [row] = await db.query<{ referred: boolean }>(
    'SELECT referred_by IS NOT NULL AS referred FROM leads WHERE id = $1',
    [leadId],
  );
  return planErasure({ referred: row?.referred ?? false });
}

/** Asks for erasure; asking again while one is pending leaves that one (idempotent). */
export async function requestErasure(db: Queryable, leadId: number, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO erasure_requests (lead_id, requested_at, erase_after)
     VALUES ($1, $2::timestamptz, $2::timestamptz + $3 * interval '1 millisecond')
     ON CONFLICT (lead_id) WHERE cancelled_at IS NULL AND erased_at IS NULL DO NOTHING`,
    [leadId, now.toISOString(), ERASURE_GRACE_MS],
  );
}

/**
 * Cancels the pending request while its 48 hours run: 'cancelled', 'none' when there was none
 * (cancelling twice is no error), 'too_late' once the time is up (the eraser may be at work).
 */
export async function cancelErasure(
  db: Queryable,
  leadId: number,
  now: Date,
): Promise<'cancelled' | 'none' | 'too_late'> {
  const [row] = await db.query<{ late: boolean; cancelled: boolean }>(
    `WITH pending AS (
       SELECT id, erase_after <= $2::timestamptz AS late FROM erasure_requests
       WHERE lead_id = $1 AND cancelled_at IS NULL AND erased_at IS NULL),
     cancelled AS (
       UPDATE erasure_requests r SET cancelled_at = $2::timestamptz FROM pending p
       WHERE r.id = p.id AND NOT p.late RETURNING r.id)
     SELECT p.late, EXISTS (SELECT 1 FROM cancelled) AS cancelled FROM pending p`,
    [leadId, now.toISOString()],
  );
  if (!row) return 'none';
  return row.cancelled ? 'cancelled' : 'too_late';
}

interface Erased {
  phone: string;
  changes: StandingChange[];
  certificateIds: string[];
  renderHashes: string[];
}

/**
 * Erases one member's personal data as the plan says, in one transaction, then drops what the
 * processes and Redis keep of it. The request row is locked first, so two processes never erase
 * the same member twice; a cancelled or done request is skipped.
 */
async function eraseOne(deps: ErasureDependencies, requestId: number, now: Date): Promise<boolean> {
  const { db } = deps;
  const erased = await db.transaction(async (tx): Promise<Erased | null> => {
    const [request] = await tx.query<{ lead_id: number }>(
      `SELECT lead_id FROM erasure_requests
       WHERE id = $1 AND cancelled_at IS NULL AND erased_at IS NULL AND erase_after <= $2::timestamptz
       FOR UPDATE SKIP LOCKED`,
      [requestId, now.toISOString()],
    );
    if (!request) return null;
    const leadId = request.lead_id;
    const [lead] = await tx.query<{ phone_number: string; referred: boolean }>(
      'SELECT phone_number, referred_by IS NOT NULL AS referred FROM leads WHERE id = $1 FOR UPDATE',
      [leadId],
    );
    if (!lead) return null;
    const plan = planErasure({ referred: lead.referred });
    const action = (table: string) => stepOf(plan, table)?.action ?? 'erased';

    // Boards: out of every standing, and out of the members-per-points counts in the same work.
    const standings = await tx.query<{
      challenge_id: number;
      paid: boolean;
      points: number;
      reached_at: Date;
    }>(
      `DELETE FROM standings WHERE lead_id = $1 RETURNING challenge_id, paid, points, reached_at`,
      [leadId],
    );
    const changes: StandingChange[] = standings.map((row) => ({
      leadId,
      before: {
        challengeId: row.challenge_id,
        paid: row.paid,
        points: row.points,
        reachedAt: new Date(row.reached_at),
      },
      after: null,
    }));
    for (const challengeId of [...new Set(changes.map((c) => c.before?.challengeId ?? 0))].sort()) {
      await tx.query('SELECT pg_advisory_xact_lock(20261112, $1)', [challengeId]);
    }
    await applyCountDeltas(tx, changes);

    // Certificates: each id keeps answering, withdrawn, without the name or the credential.
    const certificateIds = (
      await tx.query<{ id: string }>('SELECT id FROM certificates WHERE lead_id = $1', [leadId])
    ).map((row) => row.id);
    const renderHashes: string[] = [];
    for (const id of certificateIds) {
      const record = await findCertificate(tx, id);
      if (!record) continue;
      for (const format of ['pdf', 'png'] as const) {
        renderHashes.push(deps.certificates.renders.hashOf(record, format));
      }
    }
    await tx.query('DELETE FROM certificate_renders WHERE content_hash = ANY($1::text[])', [
      renderHashes,
    ]);
    await tx.query(
      `UPDATE certificates SET holder_name = '', credential = '',
         status = CASE WHEN status = 'superseded' THEN status ELSE 'revoked' END,
         revoked_reason = CASE WHEN status = 'superseded' THEN revoked_reason ELSE $2 END
       WHERE lead_id = $1`,
      [leadId, WITHDRAWN_REASON],
    );
    await tx.query(
      `INSERT INTO certificate_events (certificate_id, action, actor, reason)
       SELECT id, 'revoked', 'member', $2 FROM certificates WHERE lead_id = $1 AND status = 'revoked'
         AND revoked_reason = $2`,
      [leadId, WITHDRAWN_REASON],
    );

    if (action('attendance') === 'anonymised') {
      // The first mark alone keeps the inviter's referral counted.
      await tx.query(
        `DELETE FROM attendance a WHERE a.lead_id = $1 AND (a.marked_at, a.session_id) > (
           SELECT b.marked_at, b.session_id FROM attendance b WHERE b.lead_id = $1
           ORDER BY b.marked_at, b.session_id LIMIT 1)`,
        [leadId],
      );
    } else {
      await tx.query('DELETE FROM attendance WHERE lead_id = $1', [leadId]);
    }
    for (const table of [
      'addresses',
      'refresh_token_families',
      'session_joins',
      'reminder_sends',
      'resource_opens',
      'short_links',
      'past_enrolments',
      'guesses',
      'feedback',
      'member_gifts',
      'vouchers',
      'pledges',
      'festival_progress',
      'attendance_corrections',
      'referral_reviews',
      'member_ops_events',
    ]) {
      await tx.query(`DELETE FROM ${table} WHERE lead_id = $1`, [leadId]);
    }
    await tx.query('DELETE FROM otp_codes WHERE phone_number = $1', [lead.phone_number]);
    // The children go with the parent's consent, which stays only as given and withdrawn.
    await tx.query('DELETE FROM kids_camp_children WHERE lead_id = $1', [leadId]);
    await tx.query(
      `UPDATE kids_camp_consents SET withdrawn_at = $2::timestamptz,
         withdrawn_reason = 'account_erased'
       WHERE lead_id = $1 AND withdrawn_at IS NULL`,
      [leadId, now.toISOString()],
    );
    await tx.query(
      `UPDATE guess_results SET winners = (
         SELECT jsonb_agg(CASE WHEN (w->>'lead_id')::int = $1
                          THEN jsonb_set(w, '{name}', to_jsonb($2::text)) ELSE w END)
         FROM jsonb_array_elements(winners) w)
       WHERE winners @> jsonb_build_array(jsonb_build_object('lead_id', $1::int))`,
      [leadId, ERASED_NAME],
    );
    await tx.query(
      `UPDATE grievances SET text = '',
         answer = CASE WHEN answer IS NULL THEN NULL ELSE '' END
       WHERE lead_id = $1`,
      [leadId],
    );
    // The tombstone: no name, number, place, language or device; every consent withdrawn.
    await tx.query(
      `UPDATE leads SET name = $2, phone_number = 'erased:' || id, slug = 'erased-' || id,
         city = NULL, state = NULL, preferred_language = NULL, preferred_batch = NULL,
         reminder = false, board_visibility = 'hidden', marketing = false,
         signup_device = NULL, signup_network = NULL, active_challenge_id = NULL,
         profile_updated_at = NULL, erased_at = $3::timestamptz
       WHERE id = $1`,
      [leadId, ERASED_NAME, now.toISOString()],
    );
    await tx.query('UPDATE erasure_requests SET erased_at = $2::timestamptz WHERE id = $1', [
      requestId,
      now.toISOString(),
    ]);
    return { phone: lead.phone_number, changes, certificateIds, renderHashes };
  });
  if (!erased) return false;
  // After the commit: what this process and Redis keep.
  for (const id of erased.certificateIds) deps.certificates.reads.forget(id);
  for (const hash of erased.renderHashes) deps.certificates.renders.forget(hash);
  await deps.ranks.apply(erased.changes);
  await deps.forgetPhone(erased.phone);
  return true;
}

/** Erases every member whose 48 hours are up; answers how many. */
export async function eraseDueAccounts(deps: ErasureDependencies, now: Date): Promise<number> {
  const due = await deps.db.query<{ id: number }>(
    `SELECT id FROM erasure_requests
     WHERE cancelled_at IS NULL AND erased_at IS NULL AND erase_after <= $1::timestamptz
     ORDER BY erase_after LIMIT 100`,
    [now.toISOString()],
  );
  let erased = 0;
  for (const { id } of due) if (await eraseOne(deps, id, now)) erased++;
  return erased;
}

/** Runs `eraseDueAccounts` every tick in this process until the app closes. */
export function startErasureJob(
  deps: ErasureDependencies & { log: FastifyBaseLogger },
  clock: () => Date,
): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = eraseDueAccounts(deps, clock()).catch((error: unknown) =>
      deps.log.warn({ err: error }, 'erasure run failed; the next tick tries again'),
    );
  }, ERASURE_TICK_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
