/**
 * A number field's text as the API takes it. An empty or unreadable field is no number (NaN goes
 * out as null), so the API refuses it and names the field, where 0 would be saved without a word.
 */
export function typedNumber(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/** Rupees as people type them ("1,799", "₹999.50") in paise, the unit the API keeps money in. */
export function typedRupeesInPaise(text: string): number {
  return Math.round(typedNumber(text.replace(/[₹,\s]/g, '')) * 100);
}

/** Paise as a rupee field shows them for editing: "1799", "999.50". */
export function paiseAsRupeeText(paise: number): string {
  return paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);
}
