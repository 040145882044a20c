import type { CertificateKind, CertificateState } from '@yoga/shared/models';

/** What a certificate says, fixed when it is issued: printed, drawn and signed as it is. */
export interface CertificateFacts {
  id: string;
  kind: CertificateKind;
  holder_name: string;
  challenge_id: number;
  challenge_title: string;
  /** The challenge's Hindi name when issued; null when it had none (the Hindi lines use English). */
  challenge_title_hi: string | null;
  start_date: string;
  end_date: string;
  days_attended: number;
  days_total: number;
  attempt_date: string | null;
  /** The site's origin when it was issued: its page, its credential's ids. */
  issuer_url: string;
  issued_at: string;
}

/** A certificate as stored: its facts, its standing, and its signed credential. */
export interface CertificateRecord extends CertificateFacts {
  lead_id: number;
  status: CertificateState;
  superseded_by: string | null;
  revoked_reason: string | null;
  credential: string;
  key_id: string;
}

/** The public verify page of a certificate. */
export const certificatePageUrl = (facts: Pick<CertificateFacts, 'id' | 'issuer_url'>) =>
  `${facts.issuer_url}/certificate/${facts.id}`;
