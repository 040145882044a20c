/** A no-break space keeps words on one line (a date); it is drawn, measured and read as a space. */
export const unglued = (text: string) => text.replace(/\u00A0/g, ' ');

/** How wide a word is, and the space after it (its script's space), in one unit. */
export interface WordMeasure {
  word: (word: string) => number;
  spaceAfter: (word: string) => number;
}

/** Each line filled in turn: `words` with their widths and the widths of the spaces after them. */
function greedy(words: string[], widths: number[], spaces: number[], maxWidth: number): string[] {
  const lines: string[] = [];
  let width = 0;
  words.forEach((word, index) => {
    const wordWidth = widths[index] ?? 0;
    const joined = width + (spaces[index - 1] ?? 0) + wordWidth;
    if (index > 0 && joined <= maxWidth) {
      lines[lines.length - 1] += ` ${word}`;
      width = joined;
    } else {
      lines.push(word);
      width = wordWidth;
    }
  });
  return lines;
}

/**
 * Words broken between spaces into as few lines of at most `maxWidth` as they need (a word
 * longer than that keeps a line to itself), then evened out: the narrowest measure that needs
 * no more lines, so a paragraph does not end on one short word. Each word is measured once. No-break
 * spaces hold their words together and come back as plain spaces.
 */
export function balancedLines(text: string, measure: WordMeasure, maxWidth: number): string[] {
  const words = text
    .split(' ')
    .filter((word) => word !== '')
    .map(unglued);
  if (words.length === 0) return [];
  const widths = words.map(measure.word);
  const spaces = words.map(measure.spaceAfter);
  const lines = greedy(words, widths, spaces, maxWidth);
  if (lines.length < 2) return lines;
  let low = Math.min(Math.max(...widths, maxWidth / lines.length), maxWidth);
  let high = maxWidth;
  const narrowest = greedy(words, widths, spaces, low);
  if (narrowest.length === lines.length) return narrowest;
  // The line count only grows as the measure narrows: search for where it changes.
  while (high - low > 0.5) {
    const middle = (low + high) / 2;
    if (greedy(words, widths, spaces, middle).length === lines.length) high = middle;
    else low = middle;
  }
  return greedy(words, widths, spaces, high);
}
