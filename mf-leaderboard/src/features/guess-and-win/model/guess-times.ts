import { calendarDateIn, clockTimeFormat } from '@yoga/shared';

const zoneNames = new Map<string, Intl.DateTimeFormat>();

/**
 * "06:30 IST": a time on the member's clock with their zone's short name (IST in India), so a
 * time is never read on the wrong clock and never shows a zone id such as Asia/Calcutta.
 */
export function clockWithZone(locale: string, timeZone: string, instant: string): string {
  const at = new Date(instant);
  const key = `${locale}|${timeZone}`;
  let names = zoneNames.get(key);
  if (!names) {
    names = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' });
    zoneNames.set(key, names);
  }
  const zone = names.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value;
  const time = clockTimeFormat(locale, timeZone).format(at);
  return zone ? `${time} ${zone}` : time;
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
