import type { Static } from 'typebox';
import type {
  CertificateBody,
  CertificateChallengeBody,
  CertificateIneligibleReasonField,
  CertificateIssueBody,
  CertificateKindField,
  CertificateRuleSchema,
  CertificateStateField,
  CertificateStatusBody,
  CertificateVerificationBody,
  OpsCorrectionBody,
  RevocationBody,
} from '../schemas/certificate-schemas';

export type CertificateKind = Static<typeof CertificateKindField>;
export type CertificateState = Static<typeof CertificateStateField>;
export type CertificateChallenge = Static<typeof CertificateChallengeBody>;
export type Certificate = Static<typeof CertificateBody>;
export type CertificateVerification = Static<typeof CertificateVerificationBody>;
export type CertificateIneligibleReason = Static<typeof CertificateIneligibleReasonField>;
export type CertificateStatus = Static<typeof CertificateStatusBody>;
export type CertificateIssueRequest = Static<typeof CertificateIssueBody>;
export type CertificateCorrectionRequest = CertificateIssueRequest;
export type OpsCertificateCorrection = Static<typeof OpsCorrectionBody>;
export type CertificateRevocation = Static<typeof RevocationBody>;
export type CertificateRuleBody = Static<typeof CertificateRuleSchema>;
