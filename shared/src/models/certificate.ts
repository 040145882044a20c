/**
 * The wire types of certificates (issue 13), served by the lead service. The API's TypeBox
 * schemas (api/src/certificates/certificate-schemas.ts) are asserted equal to these, so a change on
 * either side fails the build. docs/decisions/0016 and 0017 have the rules.
 */

/** A completion certificate of the challenge, or a world-record attempt's participation one. */
export type CertificateKind = 'completion' | 'world_record';

/** `superseded`: a corrected certificate replaced it (`superseded_by`); `revoked`: ops withdrew it. */
export type CertificateState = 'valid' | 'superseded' | 'revoked';

export interface CertificateChallenge {
  id: number;
  title: string;
  /** Calendar days (YYYY-MM-DD) in the challenge's zone. */
  start_date: string;
  end_date: string;
}

/** A certificate as its holder, and anyone who has its id, see it. Never the holder's phone. */
export interface Certificate {
  /** Random and unguessable (16 Crockford base32 characters); the public page's path. */
  id: string;
  kind: CertificateKind;
  /** The name printed, as the member confirmed it (Latin or Devanagari). */
  holder_name: string;
  challenge: CertificateChallenge;
  days_attended: number;
  days_total: number;
  /** World record: the day of the attempt (YYYY-MM-DD); null on a completion certificate. */
  attempt_date: string | null;
  issued_at: string;
  issuer: { name: string; url: string };
  status: CertificateState;
  superseded_by: string | null;
  revoked_reason: string | null;
  /** The public verify page (absolute, for sharing and LinkedIn's certUrl). */
  page_url: string;
  /** Site-relative downloads: the A4 PDF, the 1080x1350 PNG and the signed credential (VC-JWT). */
  pdf_path: string;
  png_path: string;
  credential_path: string;
}

/** `GET lead/certificate/{id}` (public): the certificate, its signed credential and the checks. */
export interface CertificateVerification {
  certificate: Certificate;
  /** The Open Badges 3.0 credential as a VC-JWT (EdDSA, Ed25519), verifiable with the JWKS. */
  credential: string;
  /** Where the issuer's public keys are (`/.well-known/jwks.json`). */
  jwks_url: string;
  checks: {
    /** The credential's signature verifies with a published key, and it says what the page says. */
    signature: boolean;
    /** Ops have not revoked it. */
    not_revoked: boolean;
    /** No corrected certificate replaced it. */
    current: boolean;
  };
}

/** Why a member has no certificate yet. */
export type CertificateIneligibleReason =
  | 'challenge_running'
  | 'too_few_days'
  /** World record: the challenge has no attempt, or it has not happened yet. */
  | 'no_attempt'
  /** World record: the attempt happened and the member's attendance at it was not recorded. */
  | 'not_at_attempt';

/** `GET lead/getleadcertificatestatus?leadid=&kind=` (kind defaults to completion). */
export interface CertificateStatus {
  kind: CertificateKind;
  /** `revoked`: the member's certificate was withdrawn by ops (`certificate.revoked_reason`). */
  status: 'not_eligible' | 'eligible' | 'issued' | 'revoked';
  reason: CertificateIneligibleReason | null;
  days_attended: number;
  days_needed: number;
  days_total: number;
  challenge: CertificateChallenge;
  /** World record: the attempt's day (YYYY-MM-DD) in the challenge's zone; null if none. */
  attempt_date: string | null;
  /** The member's own name when it can be printed as it is; otherwise empty. */
  suggested_name: string;
  /** The member's current certificate (valid or revoked); null before it is issued. */
  certificate: Certificate | null;
  /** Name corrections the member may still make themselves (1, then 0; ops can always correct). */
  corrections_left: number;
}

/** `POST lead/certificate`: issue the member's certificate with the name they confirmed. */
export interface CertificateIssueRequest {
  leadid: number;
  kind: CertificateKind;
  name: string;
}

/** `POST lead/certificate/correction`: the member's one correction of the printed name. */
export type CertificateCorrectionRequest = CertificateIssueRequest;

/** `POST ops/certificates/{id}/correction` (ops): a correction, with the reason audited. */
export interface OpsCertificateCorrection {
  name: string;
  reason: string;
}

/** `POST ops/certificates/{id}/revoke` (ops). */
export interface CertificateRevocation {
  reason: string;
}

/** `GET|PUT ops/certificate-rules/{challengeId}` (ops). */
export interface CertificateRuleBody {
  min_days: number;
}
