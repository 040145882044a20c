import { calendarDateIn } from '@yoga/shared';
import type {
  Certificate,
  CertificateKind,
  CertificateStatus,
  CertificateVerification,
} from '@yoga/shared/models';

/** The signed-in member of the tests, and API problems, as every remote's tests use them. */
export { testMember as member, problemBody as problem } from '@yoga/shared/testing';

/** A calendar day in India, `days` from today (negative: in the past). */
export const dayFromToday = (days: number) =>
  calendarDateIn('Asia/Kolkata', new Date(Date.now() + days * 86_400_000));

export const challenge = {
  id: 61,
  title: '14-Day Yoga Challenge',
  title_hi: '14 दिवसीय योग चैलेंज',
  start_date: '2026-11-18',
  end_date: '2026-12-01',
};

export const CERTIFICATE_ID = '7K3M9Q2W8X4Z6P1R';
export const CORRECTED_ID = 'H2D4F6J8K0M2N4P6';

const paths = (id: string) => ({
  page_url: `https://yoga.example/certificate/${id}`,
  pdf_path: `/api/lead/lead/certificate/${id}/pdf`,
  png_path: `/api/lead/lead/certificate/${id}/png`,
  credential_path: `/api/lead/lead/certificate/${id}/credential`,
  qr_path: `/api/lead/lead/certificate/${id}/qr`,
});

/** Asha's completion certificate, issued at 10:00 in India on 2 December. */
export const issuedCertificate = (overrides: Partial<Certificate> = {}): Certificate => {
  const id = overrides.id ?? CERTIFICATE_ID;
  return {
    id,
    kind: 'completion',
    holder_name: 'Asha Verma',
    challenge,
    days_attended: 12,
    days_total: 14,
    attempt_date: null,
    issued_at: '2026-12-02T04:30:00Z',
    issuer: { name: 'Yoga Challenge Foundation', url: 'https://yoga.example' },
    status: 'valid',
    superseded_by: null,
    revoked_reason: null,
    ...paths(id),
    ...overrides,
  };
};

/** Asha's participation certificate of the world-record attempt on day 7. */
export const worldRecordCertificate = (overrides: Partial<Certificate> = {}): Certificate =>
  issuedCertificate({
    id: 'W9R8C7D6E5F4G3H2',
    kind: 'world_record',
    attempt_date: '2026-11-24',
    ...paths('W9R8C7D6E5F4G3H2'),
    ...overrides,
  });

export const certificateStatus = (
  overrides: Partial<CertificateStatus> = {},
  kind: CertificateKind = 'completion',
): CertificateStatus => ({
  kind,
  status: 'eligible',
  reason: null,
  days_attended: 12,
  days_needed: 10,
  days_total: 14,
  challenge,
  attempt_date: kind === 'world_record' ? '2026-11-07' : null,
  suggested_name: 'Asha Verma',
  certificate: null,
  corrections_left: 1,
  ...overrides,
});

export const verification = (
  certificate: Certificate = issuedCertificate(),
  credential = 'x.y.z',
): CertificateVerification => ({
  certificate,
  credential,
  jwks_url: '/.well-known/jwks.json',
  checks: {
    signature: true,
    not_revoked: certificate.status !== 'revoked',
    current: certificate.status !== 'superseded',
  },
});
