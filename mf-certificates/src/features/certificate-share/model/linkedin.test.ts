import { issuedCertificate } from '../../../testing/fixtures';
import { certificateLinkedInUrl, issueMonth } from './linkedin';

describe('issueMonth', () => {
  it('reads the month on India’s calendar, not the reader’s', () => {
    // 19:00 UTC on 30 November is 00:30 on 1 December in India.
    expect(issueMonth('2026-11-30T19:00:00Z')).toEqual({ year: 2026, month: 12 });
    expect(issueMonth('2026-12-31T18:00:00Z')).toEqual({ year: 2026, month: 12 });
    expect(issueMonth('2026-12-31T18:30:00Z')).toEqual({ year: 2027, month: 1 });
  });
});

describe('certificateLinkedInUrl', () => {
  it('fills LinkedIn’s certification form from the certificate', () => {
    const url = new URL(certificateLinkedInUrl(issuedCertificate(), 'Certificate of completion'));
    expect(url.origin + url.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Certificate of completion',
      organizationName: 'Yoga Challenge Foundation',
      issueYear: '2026',
      issueMonth: '12',
      certUrl: 'https://yoga.example/certificate/7K3M9Q2W8X4Z6P1R',
      certId: '7K3M9Q2W8X4Z6P1R',
    });
  });
});
