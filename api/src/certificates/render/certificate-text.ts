import { CERTIFICATE_ISSUER_NAME, parseCalendarDate } from '@yoga/shared/domain';
import { certificatePageUrl, type CertificateFacts } from '../certificate-record';

/** Every line a certificate prints, in English with Hindi beside it. */
export interface CertificateText {
  issuer: string;
  title: string;
  titleHindi: string;
  certifies: string;
  name: string;
  statement: string;
  statementHindi: string;
  issued: string;
  id: string;
  pageUrl: string;
  scan: string;
}

const longDate = (locale: string) =>
  new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
const englishDate = longDate('en-IN');
const hindiDate = longDate('hi-IN');

/** A calendar day ("2026-12-03") in words; challenge days are never shifted by a time zone. */
const day = (value: string, format: Intl.DateTimeFormat) => {
  const date = parseCalendarDate(value);
  return date ? format.format(date) : value;
};

/** The issue instant's day in India, where the challenge is run from. */
const issueDay = (instant: string, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(instant));

/**
 * The wording. A world-record certificate says the member took part in the attempt, never that a
 * record was set: the attempt's outcome is not the member's to claim.
 */
export function certificateText(facts: CertificateFacts): CertificateText {
  const from = day(facts.start_date, englishDate);
  const to = day(facts.end_date, englishDate);
  const fromHindi = day(facts.start_date, hindiDate);
  const toHindi = day(facts.end_date, hindiDate);
  const common = {
    issuer: CERTIFICATE_ISSUER_NAME.toUpperCase(),
    certifies: 'This certifies that · प्रमाणित किया जाता है कि',
    name: facts.holder_name,
    issued: `Issued ${issueDay(facts.issued_at, 'en-IN')} · जारी ${issueDay(facts.issued_at, 'hi-IN')}`,
    id: `Certificate ID ${facts.id}`,
    pageUrl: certificatePageUrl(facts),
    scan: 'Scan to verify · जाँचने के लिए स्कैन करें',
  };
  if (facts.kind === 'world_record') {
    const attempt = facts.attempt_date ?? facts.end_date;
    return {
      ...common,
      title: 'Certificate of Participation',
      titleHindi: 'सहभागिता प्रमाणपत्र',
      statement: `took part in the world-record attempt on ${day(attempt, englishDate)}, during ${facts.challenge_title} (${from} to ${to}).`,
      statementHindi: `ने ${facts.challenge_title} (${fromHindi} से ${toHindi}) के दौरान ${day(attempt, hindiDate)} को विश्व रिकॉर्ड के प्रयास में हिस्सा लिया।`,
    };
  }
  return {
    ...common,
    title: 'Certificate of Completion',
    titleHindi: 'पूर्णता प्रमाणपत्र',
    statement: `attended ${facts.days_attended} of the ${facts.days_total} days of live yoga sessions of ${facts.challenge_title}, ${from} to ${to}.`,
    statementHindi: `ने ${facts.challenge_title} (${fromHindi} से ${toHindi}) के ${facts.days_total} में से ${facts.days_attended} दिन लाइव योग सत्रों में हिस्सा लिया।`,
  };
}
