import {
  certificateEligibility,
  challengeDays,
  checkName,
  normaliseName,
  worldRecordEligibility,
} from '@yoga/shared/domain';
import type {
  CertificateIneligibleReason,
  CertificateKind,
  CertificateStatus,
  UserChallenge,
} from '@yoga/shared/models';
import { findUserChallenge } from '../challenges/challenge-repository';
import type { Queryable } from '../db/database';
import { utcInstant } from '../db/sql-instant';
import {
  memberCorrections,
  standingCertificate,
  type CertificateDraft,
} from './certificate-repository';
import type { CertificateRecord } from './certificate-record';
import { certificateMinDays } from './certificate-rule-repository';
import { toCertificate } from './certificate-wire';

/** The member's challenge as far as certificates go: what may be issued, and what was. */
export interface CertificateStanding {
  status: CertificateStatus['status'];
  reason: CertificateIneligibleReason | null;
  days_attended: number;
  days_needed: number;
  days_total: number;
  challenge: UserChallenge;
  attempt_date: string | null;
  standing: CertificateRecord | null;
  corrections_left: number;
}

async function daysAttended(db: Queryable, leadId: number, challengeId: number): Promise<number> {
  const [row] = await db.query<{ days: number }>(
    `SELECT count(DISTINCT s.day)::int AS days
     FROM attendance a JOIN live_sessions s ON s.id = a.session_id
     WHERE a.lead_id = $1 AND s.challenge_id = $2`,
    [leadId, challengeId],
  );
  return row?.days ?? 0;
}

/** The world-record attempt of a challenge, its day in the challenge's zone, and the member's mark. */
async function worldRecordAttempt(db: Queryable, leadId: number, challenge: UserChallenge) {
  const [row] = await db.query<{ starts_at: string; attempt_date: string; attended: boolean }>(
    `SELECT ${utcInstant('s.starts_at')} AS starts_at,
            to_char(s.starts_at AT TIME ZONE $3, 'YYYY-MM-DD') AS attempt_date,
            a.lead_id IS NOT NULL AS attended
     FROM live_sessions s
     LEFT JOIN attendance a ON a.session_id = s.id AND a.lead_id = $1
     WHERE s.challenge_id = $2 AND s.world_record`,
    [leadId, challenge.id, challenge.timezone],
  );
  return row ?? null;
}

/**
 * Where a member stands: eligible or why not (the shared rules), the certificate issued if any,
 * and the corrections left to them.
 */
export async function certificateStanding(
  db: Queryable,
  member: { id: number; active_challenge_id: number },
  kind: CertificateKind,
  now: Date,
): Promise<CertificateStanding | null> {
  const challenge = await findUserChallenge(db, member.active_challenge_id);
  if (!challenge) return null;
  const [attended, needed, standing, corrections, attempt] = await Promise.all([
    daysAttended(db, member.id, challenge.id),
    certificateMinDays(db, challenge.id),
    standingCertificate(db, member.id, challenge.id, kind),
    memberCorrections(db, member.id, challenge.id, kind),
    kind === 'world_record' ? worldRecordAttempt(db, member.id, challenge) : null,
  ]);
  const eligibility =
    kind === 'world_record'
      ? worldRecordEligibility(attempt, attempt?.attended ?? false, now)
      : certificateEligibility({ min_days: needed }, challenge, attended, now);
  const status: CertificateStanding['status'] = standing
    ? standing.status === 'revoked'
      ? 'revoked'
      : 'issued'
    : eligibility.status;
  return {
    status,
    reason: !standing && eligibility.status === 'not_eligible' ? eligibility.reason : null,
    days_attended: attended,
    days_needed: kind === 'world_record' ? 1 : needed,
    days_total: challengeDays(challenge) ?? 0,
    challenge,
    attempt_date: attempt?.attempt_date ?? null,
    standing,
    corrections_left: Math.max(0, 1 - corrections),
  };
}

/** The member's own name when it can be printed as it is, so the preview starts from it. */
export const suggestedName = (name: string) => (checkName(name) ? '' : normaliseName(name));

export function statusBody(
  standing: CertificateStanding,
  kind: CertificateKind,
  memberName: string,
  apiBase: string,
): CertificateStatus {
  const { challenge } = standing;
  return {
    kind,
    status: standing.status,
    reason: standing.reason,
    days_attended: standing.days_attended,
    days_needed: standing.days_needed,
    days_total: standing.days_total,
    challenge: {
      id: challenge.id,
      title: challenge.title,
      title_hi: challenge.title_hi,
      start_date: challenge.start_date,
      end_date: challenge.end_date,
    },
    attempt_date: kind === 'world_record' ? standing.attempt_date : null,
    suggested_name: suggestedName(memberName),
    certificate: standing.standing ? toCertificate(standing.standing, apiBase) : null,
    corrections_left: standing.corrections_left,
  };
}

/** What a new certificate of this standing will say, with the name the member confirmed. */
export function draftOfStanding(
  standing: CertificateStanding,
  kind: CertificateKind,
  holderName: string,
  issuerUrl: string,
): CertificateDraft {
  const { challenge } = standing;
  return {
    kind,
    holder_name: holderName,
    challenge_id: challenge.id,
    challenge_title: challenge.title,
    challenge_title_hi: challenge.title_hi,
    start_date: challenge.start_date,
    end_date: challenge.end_date,
    days_attended: standing.days_attended,
    days_total: standing.days_total,
    attempt_date: kind === 'world_record' ? standing.attempt_date : null,
    issuer_url: issuerUrl,
  };
}
