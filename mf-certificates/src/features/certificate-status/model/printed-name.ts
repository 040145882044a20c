/** The name as the card would print it while it is typed: spaces folded, nothing else changed. */
export function previewName(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}
