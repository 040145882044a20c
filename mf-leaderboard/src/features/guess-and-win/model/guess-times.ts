import { calendarDateIn, clockTimeFormat, LANGUAGE_LOCALES, type Language } from '@yoga/shared';
import { timeZoneWords } from '@yoga/shared/rules';

/**
 * "06:30 IST" / "06:30 भारतीय समय": a time on the member's clock with their zone in words, so a
 * time is never read on the wrong clock and never shows a zone id such as Asia/Calcutta.
 */
export function clockWithZone(language: Language, timeZone: string, instant: string): string {
  const time = clockTimeFormat(LANGUAGE_LOCALES[language], timeZone).format(new Date(instant));
  return `${time} ${timeZoneWords(timeZone, language)}`;
}

/** Whether an instant falls today or tomorrow on the member's calendar, else its date. */
export function dayOf(
  instant: string,
  now: Date,
  timeZone: string,
): { kind: 'today' | 'tomorrow' } | { kind: 'date'; date: string } {
  const date = calendarDateIn(timeZone, new Date(instant));
  if (date === calendarDateIn(timeZone, now)) return { kind: 'today' };
  const tomorrow = calendarDateIn(timeZone, new Date(now.getTime() + 86_400_000));
  return date === tomorrow ? { kind: 'tomorrow' } : { kind: 'date', date };
}
