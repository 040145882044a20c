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

type Locale = 'en-IN' | 'hi-IN';

/** A day as its number, month name and year ("1", "November" / "नवंबर", "2026"). */
interface DayParts {
  day: string;
  month: string;
  year: string;
}

const formats = new Map<string, Intl.DateTimeFormat>();
const format = (locale: Locale, timeZone: string) => {
  const key = `${locale} ${timeZone}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone,
    });
    formats.set(key, found);
  }
  return found;
};

/** Assembled from parts, so the words are "1 November 2026" whatever ICU does with the joins. */
function dayParts(date: Date, locale: Locale, timeZone: string): DayParts {
  const parts = format(locale, timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((found) => found.type === type)?.value ?? '';
  return { day: part('day'), month: part('month'), year: part('year') };
}

/** No-break spaces hold a date together when a line is broken (renderers draw them as spaces). */
const words = ({ day, month, year }: DayParts) => `${day}\u00A0${month}\u00A0${year}`;

/** A calendar day ("2026-12-03"): challenge days are never shifted by a time zone. */
function calendarDay(value: string, locale: Locale): DayParts | null {
  const date = parseCalendarDate(value);
  return date ? dayParts(date, locale, 'UTC') : null;
}

const calendarWords = (value: string, locale: Locale) => {
  const parts = calendarDay(value, locale);
  return parts ? words(parts) : value;
};

/**
 * From one calendar day to another, saying the month and year once where they are shared:
 * "1 to 14 November 2026", "25 November to 8 December 2026", "25 December 2026 to 7 January 2027";
 * in Hindi "1 से 14 नवंबर 2026", and so on. One day is just that day.
 */
export function dateRange(start: string, end: string, locale: Locale): string {
  const from = calendarDay(start, locale);
  const to = calendarDay(end, locale);
  const joiner = locale === 'hi-IN' ? 'से' : 'to';
  if (!from || !to) return `${start} ${joiner} ${end}`;
  if (start === end) return words(to);
  const sameYear = from.year === to.year;
  const first =
    sameYear && from.month === to.month
      ? from.day
      : sameYear
        ? `${from.day}\u00A0${from.month}`
        : words(from);
  return `${first} ${joiner} ${words(to)}`;
}

/** The issue instant's day in India, where the challenge is run from. */
export const issueDay = (instant: string, locale: Locale) =>
  words(dayParts(new Date(instant), locale, 'Asia/Kolkata'));

/** "the Monsoon 14-Day Yoga Challenge", leaving a title that has its own article as it is. */
const theChallenge = (title: string) => (/^the\s/i.test(title) ? title : `the ${title}`);

/**
 * The wording. A world-record certificate says the member took part in the attempt, never that a
 * record was set: the attempt's outcome is not the member's to claim. The Hindi lines follow the
 * printed name as the English ones do ("<name> ने ..."), and say the same in Hindi's own order.
 */
export function certificateText(facts: CertificateFacts): CertificateText {
  const range = dateRange(facts.start_date, facts.end_date, 'en-IN');
  const rangeHindi = dateRange(facts.start_date, facts.end_date, 'hi-IN');
  const title = facts.challenge_title;
  const titleHindi = facts.challenge_title_hi ?? title;
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
      statement: `took part in the world-record attempt on ${calendarWords(attempt, 'en-IN')}, during ${theChallenge(title)} (${range}).`,
      statementHindi: `ने ${titleHindi} (${rangeHindi}) के दौरान ${calendarWords(attempt, 'hi-IN')} को विश्व रिकॉर्ड के प्रयास में भाग लिया।`,
    };
  }
  // The days are one fact: kept on one line, like a date.
  const all = facts.days_attended >= facts.days_total;
  const days = all
    ? `all\u00A0${facts.days_total}\u00A0days`
    : `${facts.days_attended}\u00A0of\u00A0the\u00A0${facts.days_total}\u00A0days`;
  const daysHindi = all
    ? `सभी\u00A0${facts.days_total}\u00A0दिन`
    : `${facts.days_total}\u00A0में\u00A0से\u00A0${facts.days_attended}\u00A0दिन`;
  const when = facts.start_date === facts.end_date ? `on ${range}` : `from ${range}`;
  const whenHindi =
    facts.start_date === facts.end_date ? `${rangeHindi} को हुए` : `${rangeHindi} तक चले`;
  return {
    ...common,
    title: 'Certificate of Completion',
    titleHindi: 'पूर्णता प्रमाणपत्र',
    statement: `attended live yoga sessions on ${days} of ${theChallenge(title)}, ${when}.`,
    statementHindi: `ने ${whenHindi} ${titleHindi} के ${daysHindi} लाइव योग सत्रों में भाग लिया।`,
  };
}
