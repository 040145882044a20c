import { CERTIFICATE_ISSUER_NAME } from '@yoga/shared/domain';
import type { Certificate } from '@yoga/shared/models';
import { certificatePageUrl, type CertificateRecord } from './certificate-record';

/** Where the lead service answers a certificate's files, under the public API base ("/api"). */
export const certificateFilePath = (
  apiBase: string,
  id: string,
  file: 'pdf' | 'png' | 'credential' | 'qr',
) => `${apiBase}/lead/lead/certificate/${id}/${file}`;

export function toCertificate(record: CertificateRecord, apiBase: string): Certificate {
  return {
    id: record.id,
    kind: record.kind,
    holder_name: record.holder_name,
    challenge: {
      id: record.challenge_id,
      title: record.challenge_title,
      title_hi: record.challenge_title_hi,
      start_date: record.start_date,
      end_date: record.end_date,
    },
    days_attended: record.days_attended,
    days_total: record.days_total,
    attempt_date: record.attempt_date,
    issued_at: record.issued_at,
    issuer: { name: CERTIFICATE_ISSUER_NAME, url: record.issuer_url },
    status: record.status,
    superseded_by: record.superseded_by,
    revoked_reason: record.revoked_reason,
    page_url: certificatePageUrl(record),
    pdf_path: certificateFilePath(apiBase, record.id, 'pdf'),
    png_path: certificateFilePath(apiBase, record.id, 'png'),
    credential_path: certificateFilePath(apiBase, record.id, 'credential'),
    qr_path: certificateFilePath(apiBase, record.id, 'qr'),
  };
}
