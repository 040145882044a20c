const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const formats = new Map<string, Intl.DateTimeFormat>();

function calendarDateFormat(locale: string): Intl.DateTimeFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    formats.set(locale, format);
  }
  return format;
}

/**
 * Parses a calendar date ("2026-11-18"). Challenge dates are days in the challenge's own time zone,
 * not instants, so they are held at UTC midnight and must never be shifted by the reader's zone.
 */
export function parseCalendarDate(value: string): Date | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  const roundTrips =
    date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  return roundTrips ? date : null;
}

/**
 * "2026-11-18" -> "Wed, 18 Nov 2026" (hi-IN: "बुध, 18 नव॰ 2026"); an invalid date gives an empty
 * string. Assembled from parts because ICU versions (Node's, each browser's) punctuate the joined
 * form differently.
 */
export function formatCalendarDate(value: string, locale = 'en-IN'): string {
  const date = parseCalendarDate(value);
  if (!date) return '';
  const parts = Object.fromEntries(
    calendarDateFormat(locale)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.weekday}, ${parts.day} ${parts.month} ${parts.year}`;
}
