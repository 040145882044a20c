import type { CertificateKind } from '@yoga/shared/models';
import type { Database, Queryable } from '../db/database';
import { calendarDayColumn as day, utcInstant } from '../db/sql-instant';
import { HttpError } from '../http/errors';
import { randomCode80 } from '../security/random-code';
import type { CertificateFacts, CertificateRecord } from './certificate-record';

const COLUMNS = `id, kind, lead_id, holder_name, challenge_id, challenge_title, challenge_title_hi,
  ${day('start_date')}, ${day('end_date')}, days_attended, days_total, ${day('attempt_date')},
  issuer_url, ${utcInstant('issued_at')} AS issued_at, status, superseded_by, revoked_reason,
  credential, key_id`;

/** Who asked: the member themself, or ops. */
export type Requester = 'member' | 'ops';

export async function findCertificate(
  db: Queryable,
  id: string,
): Promise<CertificateRecord | null> {
  const [row] = await db.query<CertificateRecord>(
    `SELECT ${COLUMNS} FROM certificates WHERE id = $1`,
    [id],
  );
  return row ?? null;
}

/** The member's valid or revoked certificate of a challenge, if one was issued. */
export async function standingCertificate(
  db: Queryable,
  leadId: number,
  challengeId: number,
  kind: CertificateKind,
): Promise<CertificateRecord | null> {
  const [row] = await db.query<CertificateRecord>(
    `SELECT ${COLUMNS} FROM certificates
     WHERE lead_id = $1 AND challenge_id = $2 AND kind = $3 AND status <> 'superseded'`,
    [leadId, challengeId, kind],
  );
  return row ?? null;
}

/** Name corrections the member made themselves (one is allowed; ops make the rest). */
export async function memberCorrections(
  db: Queryable,
  leadId: number,
  challengeId: number,
  kind: CertificateKind,
): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM certificates
     WHERE lead_id = $1 AND challenge_id = $2 AND kind = $3
       AND supersedes IS NOT NULL AND requested_by = 'member'`,
    [leadId, challengeId, kind],
  );
  return row?.count ?? 0;
}

/** A certificate's facts without its id and issue time, which issuing gives it. */
export type CertificateDraft = Omit<CertificateFacts, 'id' | 'issued_at'>;

export interface SignedCredential {
  jwt: string;
  kid: string;
}

/**
 * Signs a certificate's facts; the key id it signed with is stored beside the credential. Called
 * before a transaction opens: the signer may read its key from the database, which PGlite's one
 * connection could not answer while the transaction holds it.
 */
export type CredentialSigner = (facts: CertificateFacts) => Promise<SignedCredential>;

async function insertCertificate(
  tx: Queryable,
  leadId: number,
  facts: CertificateFacts,
  { jwt, kid }: SignedCredential,
  link: {
    supersedes: string | null;
    requestedBy: Requester;
    reason: string | null;
    /** Who, as the event records it: `requestedBy`, or the ops person (`opsActor`). */
    actor: string;
  },
): Promise<boolean> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO certificates (id, kind, lead_id, challenge_id, holder_name, challenge_title,
       start_date, end_date, days_attended, days_total, attempt_date, issuer_url, issued_at,
       supersedes, requested_by, credential, key_id, challenge_title_hi)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
     ON CONFLICT (lead_id, challenge_id, kind) WHERE status <> 'superseded' DO NOTHING
     RETURNING id`,
    [
      facts.id,
      facts.kind,
      leadId,
      facts.challenge_id,
      facts.holder_name,
      facts.challenge_title,
      facts.start_date,
      facts.end_date,
      facts.days_attended,
      facts.days_total,
      facts.attempt_date,
      facts.issuer_url,
      facts.issued_at,
      link.supersedes,
      link.requestedBy,
      jwt,
      kid,
      facts.challenge_title_hi,
    ],
  );
  if (!row) return false;
  await tx.query(
    `INSERT INTO certificate_events (certificate_id, action, actor, reason) VALUES ($1, $2, $3, $4)`,
    [row.id, link.supersedes ? 'corrected' : 'issued', link.actor, link.reason],
  );
  return true;
}

/** A new certificate's facts: a random id, and the issue time in whole seconds. */
function newFacts(draft: CertificateDraft, now: Date): CertificateFacts {
  // Whole seconds: the stored instant and the signed `validFrom` must read the same.
  const issued_at = new Date(Math.floor(now.getTime() / 1000) * 1000)
    .toISOString()
    .replace('.000Z', 'Z');
  return { ...draft, id: randomCode80(), issued_at };
}

/**
 * Issues the member's certificate once: under any number of concurrent requests one insert wins
 * (the standing-certificate index) and every request answers that certificate.
 */
export async function issueCertificate(
  db: Database,
  leadId: number,
  draft: CertificateDraft,
  now: Date,
  sign: CredentialSigner,
): Promise<CertificateRecord> {
  const standing = await standingCertificate(db, leadId, draft.challenge_id, draft.kind);
  if (standing) return standing;
  const facts = newFacts(draft, now);
  const signed = await sign(facts);
  await db.transaction((tx) =>
    insertCertificate(tx, leadId, facts, signed, {
      supersedes: null,
      requestedBy: 'member',
      reason: null,
      actor: 'member',
    }),
  );
  const issued = await standingCertificate(db, leadId, draft.challenge_id, draft.kind);
  if (!issued) throw new Error(`certificate of lead ${leadId} vanished after issue`);
  return issued;
}

/** What a correction keeps of the certificate it replaces: everything but the name, id and time. */
const draftOf = (record: CertificateRecord): CertificateDraft => ({
  kind: record.kind,
  holder_name: record.holder_name,
  challenge_id: record.challenge_id,
  challenge_title: record.challenge_title,
  challenge_title_hi: record.challenge_title_hi,
  start_date: record.start_date,
  end_date: record.end_date,
  days_attended: record.days_attended,
  days_total: record.days_total,
  attempt_date: record.attempt_date,
  issuer_url: record.issuer_url,
});

const correctionUsed = () =>
  new HttpError(
    409,
    'certificate_correction_used',
    'You have already corrected your name once. Support can change it again.',
    { field: 'name' },
  );

/**
 * A correction: a new certificate with the new name supersedes the standing one, in one
 * transaction holding the old row's lock, so corrections at once go one after another and there
 * is never a second valid certificate. A member may make one (then 409); ops may always correct.
 */
export async function correctCertificate(
  db: Database,
  current: CertificateRecord,
  holderName: string,
  now: Date,
  sign: CredentialSigner,
  by: { requester: Requester; reason: string | null; actor: string },
): Promise<CertificateRecord> {
  const facts = newFacts({ ...draftOf(current), holder_name: holderName }, now);
  const signed = await sign(facts);
  await db.transaction(async (tx) => {
    const [locked] = await tx.query<{ status: string }>(
      `SELECT status FROM certificates WHERE id = $1 FOR UPDATE`,
      [current.id],
    );
    if (locked?.status === 'revoked') {
      throw new HttpError(409, 'certificate_revoked', 'This certificate was revoked.');
    }
    if (locked?.status !== 'valid') throw correctionUsed();
    if (by.requester === 'member') {
      const used = await memberCorrections(tx, current.lead_id, current.challenge_id, current.kind);
      if (used > 0) throw correctionUsed();
    }
    await tx.query(
      `UPDATE certificates SET status = 'superseded', superseded_by = $2 WHERE id = $1`,
      [current.id, facts.id],
    );
    await insertCertificate(tx, current.lead_id, facts, signed, {
      supersedes: current.id,
      requestedBy: by.requester,
      reason: by.reason,
      actor: by.actor,
    });
  });
  const corrected = await findCertificate(db, facts.id);
  if (!corrected) throw new Error(`corrected certificate ${facts.id} vanished`);
  return corrected;
}

/** Ops withdraw a certificate, with the reason shown on its page; audited. */
export async function revokeCertificate(
  db: Database,
  id: string,
  { reason, actor }: { reason: string; actor: string },
): Promise<CertificateRecord | null> {
  await db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: string }>(
      `UPDATE certificates SET status = 'revoked', revoked_reason = $2
       WHERE id = $1 AND status = 'valid' RETURNING id`,
      [id, reason],
    );
    if (row) {
      await tx.query(
        `INSERT INTO certificate_events (certificate_id, action, actor, reason)
         VALUES ($1, 'revoked', $3, $2)`,
        [id, reason, actor],
      );
    }
  });
  return findCertificate(db, id);
}
