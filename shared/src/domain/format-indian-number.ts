const formats = new Map<string, Intl.NumberFormat>();

/**
 * Formats a count the way Indian readers group digits (lakh and crore): 1234567 -> "12,34,567",
 * in English (en-IN) or Hindi (hi-IN). Non-finite input has no sensible reading as a count, so it
 * formats as an empty string.
 */
export function formatIndianNumber(value: number, locale = 'en-IN'): string {
  if (!Number.isFinite(value)) return '';
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    formats.set(locale, format);
  }
  return format.format(value);
}
