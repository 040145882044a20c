/** The member's own time zone (the device's), where the site shows every session time. */
export const memberTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * "06:30" / "18:00": a time of day on a 24-hour clock in `timeZone`, in the page's locale. One
 * formatter per locale and zone, made once: building one costs far more than formatting with it.
 */
export function clockTimeFormat(locale: string, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    formats.set(key, format);
  }
  return format;
}
