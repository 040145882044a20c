import { formatCalendarDate } from '../domain/format-calendar-date';
import { formatIndianNumber } from '../domain/format-indian-number';
import { formatRupees } from '../domain/format-rupees';
import { useLanguage } from './use-translation';

export interface Formatters {
  /** A count with Indian grouping (12,34,567) in the page's language. */
  number: (value: number) => string;
  /** A challenge's calendar date ("2026-11-18") in the page's language. */
  calendarDate: (value: string) => string;
  /** An amount in paise as rupees ("₹1,799"). */
  rupees: (paise: number) => string;
}

/** Number and date formatting that follows the language switch. */
export function useFormat(): Formatters {
  const { locale } = useLanguage();
  return {
    number: (value) => formatIndianNumber(value, locale),
    calendarDate: (value) => formatCalendarDate(value, locale),
    rupees: (paise) => formatRupees(paise, locale),
  };
}
