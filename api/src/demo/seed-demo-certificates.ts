import type { CertificateKind } from '@yoga/shared/models';
import type { JWK } from 'jose';
import { correctCertificate, issueCertificate } from '../certificates/certificate-repository';
import { certificateStanding, draftOfStanding } from '../certificates/certificate-standing';
import { createCertificates } from '../certificates/certificates';
import type { Database } from '../db/database';

/** Signs the demo's certificates as the server will: its configured key, or its development key. */
export interface DemoCertificateIssuer {
  signingKey: JWK | null;
  /** The site's origin the certificates' pages and credentials name. */
  issuerUrl: string;
}

const HOUR = 3_600_000;

/**
 * Issue 13's demo, added once: Rohan (the past challenge's paid member) issued his completion
 * certificate as "Rohan Mehra" the day after the challenge ended and corrected it to "Rohan Mehta"
 * an hour later, so the first is superseded by the second; he also took part in the world-record
 * attempt and has its participation certificate. Kavya, on the same challenge, has earned both
 * and issued neither, for anyone trying the pages.
 */
export async function seedDemoCertificates(
  db: Database,
  { rohan, issuer }: { rohan: string; issuer: DemoCertificateIssuer },
): Promise<void> {
  const [member] = await db.query<{ id: number; active_challenge_id: number; issued: boolean }>(
    `SELECT l.id, l.active_challenge_id,
            EXISTS (SELECT 1 FROM certificates c WHERE c.lead_id = l.id) AS issued
     FROM leads l WHERE l.phone_number = $1 AND l.active_challenge_id IS NOT NULL`,
    [rohan],
  );
  if (!member || member.issued) return;
  // He joined the attempt's batch that one morning (his own batch is later in the day).
  await db.query(
    `INSERT INTO attendance (lead_id, session_id, marked_at, source)
     SELECT $1, s.id, s.starts_at + interval '3 minutes', 'join' FROM live_sessions s
     WHERE s.challenge_id = $2 AND s.world_record
     ON CONFLICT (lead_id, session_id) DO NOTHING`,
    [member.id, member.active_challenge_id],
  );
  const { sign } = createCertificates(db, { signingKey: issuer.signingKey });
  const issue = async (kind: CertificateKind, name: string, at: (end: number) => number) => {
    const standing = await certificateStanding(db, member, kind, new Date());
    if (!standing || standing.status !== 'eligible') return null;
    const issuedAt = new Date(at(Date.parse(`${standing.challenge.end_date}T00:00:00+05:30`)));
    const draft = draftOfStanding(standing, kind, name, issuer.issuerUrl);
    return issueCertificate(db, member.id, draft, issuedAt, sign);
  };
  const firstTry = await issue('completion', 'Rohan Mehra', (end) => end + 34 * HOUR);
  if (firstTry) {
    const corrected = new Date(Date.parse(firstTry.issued_at) + HOUR);
    await correctCertificate(db, firstTry, 'Rohan Mehta', corrected, sign, {
      requester: 'member',
      reason: null,
      actor: 'member',
    });
  }
  await issue('world_record', 'Rohan Mehta', (end) => end + 35 * HOUR);
}
