const formats = new Map<string, Intl.NumberFormat>();

/**
 * An amount in paise as rupees, with Indian grouping and the rupee sign: 179900 -> "₹1,799".
 * Whole rupees show no paise; anything else shows two places ("₹33.34").
 */
export function formatRupees(paise: number, locale = 'en-IN'): string {
  if (!Number.isFinite(paise)) return '';
  const whole = paise % 100 === 0;
  const key = `${locale}:${whole}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    });
    formats.set(key, format);
  }
  return format.format(paise / 100);
}
