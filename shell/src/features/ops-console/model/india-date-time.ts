import { INDIA_TIME_ZONE } from '@yoga/shared/domain';

/*
 * The console's date-time fields are in India time, whatever the ops person's phone says: the
 * season's dates are India's, and India keeps one offset all year, so a field's value is one
 * instant.
 */
const INDIA_OFFSET = '+05:30';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: INDIA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as a `datetime-local` field shows it in India time, to the minute. */
export function toIndiaDateTimeLocal(instant: string | null): string {
  if (instant === null) return '';
  const part = Object.fromEntries(
    parts.formatToParts(new Date(instant)).map(({ type, value }) => [type, value]),
  );
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
}

/** A `datetime-local` field's value, in India time, as an instant; empty means no limit. */
export function fromIndiaDateTimeLocal(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const date = new Date(`${value}:00${INDIA_OFFSET}`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
