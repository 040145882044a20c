/** One part of the member's data download and how many records it holds. */
export interface DataSection {
  name: string;
  records: number;
}

/**
 * What the download holds, part by part, for the page to say before the member opens the file:
 * a list counts its rows, a single record counts one, an empty part none.
 */
export function dataSummary(exported: string): DataSection[] {
  const parsed = JSON.parse(exported) as { sections?: Record<string, unknown> };
  return Object.entries(parsed.sections ?? {}).map(([name, value]) => ({
    name,
    records: Array.isArray(value) ? value.length : value === null || value === undefined ? 0 : 1,
  }));
}

/** An instant in the member's language and their device's time zone: "29 Nov 2026, 4:30 pm". */
export const formatInstant = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
