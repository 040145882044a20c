const indianGrouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/**
 * Formats a count the way Indian readers group digits (lakh and crore): 1234567 -> "12,34,567".
 * Non-finite input has no sensible reading as a count, so it formats as an empty string.
 */
export function formatIndianNumber(value: number): string {
  if (!Number.isFinite(value)) return '';
  return indianGrouping.format(value);
}
