import type {
  Certificate,
  CertificateIssueRequest,
  CertificateRevocation,
  CertificateRuleBody,
  CertificateStatus,
  CertificateVerification,
  OpsCertificateCorrection,
} from '@yoga/shared/models';
import { Type, type Static } from 'typebox';
import type { Assert, Equal } from '../http/type-equality';
import { CalendarDay, Nullable, PlainText, WholeNumberText } from '../http/schemas';

/** The certificates' wire types (shared/src/models/certificate.ts is their TypeScript). */

const Kind = Type.Union([Type.Literal('completion'), Type.Literal('world_record')]);

/** 16 characters of Crockford base32, as issued; anything else cannot be a certificate. */
export const CertificateIdParams = Type.Object({
  id: Type.String({
    pattern: '^[0-9A-HJKMNP-TV-Z]{16}$',
    description: 'A certificate id: 16 characters of Crockford base32',
  }),
});

const ChallengeBody = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  start_date: CalendarDay(),
  end_date: CalendarDay(),
});

export const CertificateBody = Type.Object({
  id: Type.String(),
  kind: Kind,
  holder_name: Type.String(),
  challenge: ChallengeBody,
  days_attended: Type.Integer(),
  days_total: Type.Integer(),
  attempt_date: Nullable(CalendarDay()),
  issued_at: Type.String({ format: 'date-time' }),
  issuer: Type.Object({ name: Type.String(), url: Type.String() }),
  status: Type.Union([Type.Literal('valid'), Type.Literal('superseded'), Type.Literal('revoked')]),
  superseded_by: Nullable(Type.String()),
  revoked_reason: Nullable(Type.String()),
  page_url: Type.String(),
  pdf_path: Type.String(),
  png_path: Type.String(),
  credential_path: Type.String(),
});

export const CertificateVerificationBody = Type.Object({
  certificate: CertificateBody,
  credential: Type.String(),
  jwks_url: Type.String(),
  checks: Type.Object({
    signature: Type.Boolean(),
    not_revoked: Type.Boolean(),
    current: Type.Boolean(),
  }),
});

export const CertificateStatusQuery = Type.Object({
  leadid: WholeNumberText({ minimum: 1, maximum: 2147483647 }),
  kind: Type.Optional(Kind),
});

export const CertificateStatusBody = Type.Object({
  kind: Kind,
  status: Type.Union([
    Type.Literal('not_eligible'),
    Type.Literal('eligible'),
    Type.Literal('issued'),
    Type.Literal('revoked'),
  ]),
  reason: Nullable(
    Type.Union([
      Type.Literal('challenge_running'),
      Type.Literal('too_few_days'),
      Type.Literal('no_attempt'),
      Type.Literal('not_at_attempt'),
    ]),
  ),
  days_attended: Type.Integer(),
  days_needed: Type.Integer(),
  days_total: Type.Integer(),
  challenge: ChallengeBody,
  attempt_date: Nullable(CalendarDay()),
  suggested_name: Type.String(),
  certificate: Nullable(CertificateBody),
  corrections_left: Type.Integer(),
});

export const CertificateIssueBody = Type.Object(
  {
    leadid: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    kind: Kind,
    // The name rule (letters and single spaces) is checked after, with its own codes.
    name: Type.String({ maxLength: 200 }),
  },
  { additionalProperties: false },
);

export const OpsCorrectionBody = Type.Object(
  {
    name: Type.String({ maxLength: 200 }),
    reason: PlainText({ minLength: 3, maxLength: 500 }),
  },
  { additionalProperties: false },
);

export const RevocationBody = Type.Object(
  { reason: PlainText({ minLength: 3, maxLength: 500 }) },
  { additionalProperties: false },
);

export const CertificateRuleSchema = Type.Object(
  { min_days: Type.Integer({ minimum: 1, maximum: 14 }) },
  { additionalProperties: false },
);

type _Certificate = Assert<Equal<Static<typeof CertificateBody>, Certificate>>;
type _Verification = Assert<
  Equal<Static<typeof CertificateVerificationBody>, CertificateVerification>
>;
type _Status = Assert<Equal<Static<typeof CertificateStatusBody>, CertificateStatus>>;
type _Issue = Assert<Equal<Static<typeof CertificateIssueBody>, CertificateIssueRequest>>;
type _OpsCorrection = Assert<Equal<Static<typeof OpsCorrectionBody>, OpsCertificateCorrection>>;
type _Revocation = Assert<Equal<Static<typeof RevocationBody>, CertificateRevocation>>;
type _Rule = Assert<Equal<Static<typeof CertificateRuleSchema>, CertificateRuleBody>>;
