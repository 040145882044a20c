import { useLanguage } from '@yoga/shared';

/**
 * A calendar day (`2026-10-20`) as the console shows it, in the page's language. The day is
 * India's already, so it is read at midnight UTC and shown in UTC: the phone's own zone cannot
 * move it to the day before.
 */
export function useDayText() {
  const { locale } = useLanguage();
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
}
