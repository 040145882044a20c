import { calendarDateIn, linkedInAddToProfileUrl } from '@yoga/shared';
import type { Certificate } from '@yoga/shared/models';

/** The issuer's calendar: a certificate issued at 01:00 in India on 1 December is December's. */
export const ISSUER_TIME_ZONE = 'Asia/Kolkata';

/** The year and month (1-12) a certificate was issued, on the issuer's calendar. */
export function issueMonth(issuedAt: string): { year: number; month: number } {
  const [year, month] = calendarDateIn(ISSUER_TIME_ZONE, new Date(issuedAt)).split('-').map(Number);
  return { year: year ?? 0, month: month ?? 0 };
}

/** LinkedIn's add-to-profile link, filled in from the certificate, under the given name. */
export function certificateLinkedInUrl(certificate: Certificate, certificationName: string) {
  const { year, month } = issueMonth(certificate.issued_at);
  return linkedInAddToProfileUrl({
    name: certificationName,
    organizationName: certificate.issuer.name,
    issueYear: year,
    issueMonth: month,
    certUrl: certificate.page_url,
    certId: certificate.id,
  });
}
