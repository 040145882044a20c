import { useLanguage } from '@yoga/shared';
import { INDIA_TIME_ZONE } from '@yoga/shared/domain';

/** An instant as the console shows it: date and time in India, in the page's language. */
export function useInstantText() {
  const { locale } = useLanguage();
  const format = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: INDIA_TIME_ZONE,
  });
  return (instant: string) => format.format(new Date(instant));
}
