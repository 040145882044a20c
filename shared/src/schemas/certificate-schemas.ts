import { Type } from 'typebox';
import { HindiText } from './challenge-schemas';
import { CalendarDay, Instant, Nullable, PlainText } from './schema-parts';

/**
 * Certificates (issue 13), served by the lead service. docs/decisions/0016 and 0017 have the
 * rules.
 */

/** A completion certificate of the challenge, or a world-record attempt's participation one. */
export const CertificateKindField = Type.Union([
  Type.Literal('completion'),
  Type.Literal('world_record'),
]);

/** `superseded`: a corrected certificate replaced it (`superseded_by`); `revoked`: ops withdrew it. */
export const CertificateStateField = Type.Union([
  Type.Literal('valid'),
  Type.Literal('superseded'),
  Type.Literal('revoked'),
]);

export const CertificateChallengeBody = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  title_hi: HindiText(),
  /** Calendar days (YYYY-MM-DD) in the challenge's zone. */
  start_date: CalendarDay(),
  end_date: CalendarDay(),
});

/** A certificate as its holder, and anyone who has its id, see it. Never the holder's phone. */
export const CertificateBody = Type.Object({
  /** Random and unguessable (16 Crockford base32 characters); the public page's path. */
  id: Type.String(),
  kind: CertificateKindField,
  /** The name printed, as the member confirmed it (Latin or Devanagari). */
  holder_name: Type.String(),
  challenge: CertificateChallengeBody,
  days_attended: Type.Integer(),
  days_total: Type.Integer(),
  /** World record: the day of the attempt (YYYY-MM-DD); null on a completion certificate. */
  attempt_date: Nullable(CalendarDay()),
  issued_at: Instant(),
  issuer: Type.Object({ name: Type.String(), url: Type.String() }),
  status: CertificateStateField,
  superseded_by: Nullable(Type.String()),
  revoked_reason: Nullable(Type.String()),
  /** The public verify page (absolute, for sharing and LinkedIn's certUrl). */
  page_url: Type.String(),
  /** Site-relative downloads: the A4 PDF, the 1080x1350 PNG and the signed credential (VC-JWT). */
  pdf_path: Type.String(),
  png_path: Type.String(),
  credential_path: Type.String(),
  /** Site-relative: a QR code of `page_url` as an SVG image. */
  qr_path: Type.String(),
});

/** `GET lead/certificate/{id}` (public): the certificate, its signed credential and the checks. */
export const CertificateVerificationBody = Type.Object({
  certificate: CertificateBody,
  /** The Open Badges 3.0 credential as a VC-JWT (EdDSA, Ed25519), verifiable with the JWKS. */
  credential: Type.String(),
  /** Where the issuer's public keys are (`/.well-known/jwks.json`). */
  jwks_url: Type.String(),
  checks: Type.Object({
    /** The credential's signature verifies with a published key, and it says what the page says. */
    signature: Type.Boolean(),
    /** Ops have not revoked it. */
    not_revoked: Type.Boolean(),
    /** No corrected certificate replaced it. */
    current: Type.Boolean(),
  }),
});

/**
 * Why a member has no certificate yet. World record: `no_attempt` when the challenge has none,
 * `attempt_ahead` before it starts (`attempt_date` says when), `not_at_attempt` when it happened
 * without the member's attendance.
 */
export const CertificateIneligibleReasonField = Type.Union([
  Type.Literal('challenge_running'),
  Type.Literal('too_few_days'),
  Type.Literal('no_attempt'),
  Type.Literal('attempt_ahead'),
  Type.Literal('not_at_attempt'),
]);

/** `GET lead/getleadcertificatestatus?leadid=&kind=` (kind defaults to completion). */
export const CertificateStatusBody = Type.Object({
  kind: CertificateKindField,
  /** `revoked`: the member's certificate was withdrawn by ops (`certificate.revoked_reason`). */
  status: Type.Union([
    Type.Literal('not_eligible'),
    Type.Literal('eligible'),
    Type.Literal('issued'),
    Type.Literal('revoked'),
  ]),
  reason: Nullable(CertificateIneligibleReasonField),
  days_attended: Type.Integer(),
  days_needed: Type.Integer(),
  days_total: Type.Integer(),
  challenge: CertificateChallengeBody,
  /** World record: the attempt's day (YYYY-MM-DD) in the challenge's zone; null if none. */
  attempt_date: Nullable(CalendarDay()),
  /** The member's own name when it can be printed as it is; otherwise empty. */
  suggested_name: Type.String(),
  /** The member's current certificate (valid or revoked); null before it is issued. */
  certificate: Nullable(CertificateBody),
  /** Name corrections the member may still make themselves (1, then 0; ops can always correct). */
  corrections_left: Type.Integer(),
});

/**
 * `POST lead/certificate`: issue the member's certificate with the name they confirmed; also
 * `POST lead/certificate/correction`, the member's one correction of the printed name.
 */
export const CertificateIssueBody = Type.Object(
  {
    leadid: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    kind: CertificateKindField,
    // The name rule (letters and single spaces) is checked after, with its own codes.
    name: Type.String({ maxLength: 200 }),
    /** A challenge the member took part in before; their current one when left out. */
    challenge: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
  },
  { additionalProperties: false },
);

/** `POST ops/certificates/{id}/correction` (ops): a correction, with the reason audited. */
export const OpsCorrectionBody = Type.Object(
  {
    name: Type.String({ maxLength: 200 }),
    reason: PlainText({ minLength: 3, maxLength: 500 }),
  },
  { additionalProperties: false },
);

/** `POST ops/certificates/{id}/revoke` (ops). */
export const RevocationBody = Type.Object(
  { reason: PlainText({ minLength: 3, maxLength: 500 }) },
  { additionalProperties: false },
);

/** `GET|PUT ops/certificate-rules/{challengeId}` (ops). */
export const CertificateRuleSchema = Type.Object(
  { min_days: Type.Integer({ minimum: 1, maximum: 14 }) },
  { additionalProperties: false },
);
