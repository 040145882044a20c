import { formatCalendarDate } from '../domain/format-calendar-date';
import { formatIndianNumber } from '../domain/format-indian-number';
import { useLanguage } from './use-translation';

export interface Formatters {
  /** A count with Indian grouping (12,34,567) in the page's language. */
  number: (value: number) => string;
  /** A challenge's calendar date ("2026-11-18") in the page's language. */
  calendarDate: (value: string) => string;
  /** An instant's time of day in the reader's own zone ("6:30 am"). */
  time: (value: Date) => string;
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

function formatTime(value: Date, locale: string): string {
  let format = timeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' });
    timeFormats.set(locale, format);
  }
  return format.format(value);
}

/** Number and date formatting that follows the language switch. */
export function useFormat(): Formatters {
  const { locale } = useLanguage();
  return {
    number: (value) => formatIndianNumber(value, locale),
    calendarDate: (value) => formatCalendarDate(value, locale),
    time: (value) => formatTime(value, locale),
  };
}
