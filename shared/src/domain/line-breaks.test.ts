import { balancedLines, unglued, type WordMeasure } from './line-breaks';

// One unit a character, one a space: a typewriter's measure.
const mono: WordMeasure = { word: (word) => word.length, spaceAfter: () => 1 };
const width = (line: string) => line.length;

describe('balanced line breaks', () => {
  it('keeps text that fits on one line', () => {
    expect(balancedLines('attended 12 days', mono, 40)).toEqual(['attended 12 days']);
    expect(balancedLines('', mono, 40)).toEqual([]);
  });

  it('uses as few lines as greedy filling does, none wider than the measure', () => {
    const text = 'attended live yoga sessions on 12 of the 14 days of the Monsoon Challenge.';
    const lines = balancedLines(text, mono, 40);
    expect(lines).toHaveLength(2);
    expect(lines.join(' ')).toBe(text);
    for (const line of lines) expect(width(line)).toBeLessThanOrEqual(40);
  });

  it('evens the lines out instead of leaving one short word at the end', () => {
    // Filling each line in turn at 36 would leave "2026." alone: 35 and 5 characters.
    const lines = balancedLines('took part in the attempt on the day 2026.', mono, 36);
    expect(lines).toHaveLength(2);
    const [first, second] = lines.map(width);
    expect(Math.abs(first! - second!)).toBeLessThanOrEqual(8);
  });

  it('gives a word longer than the measure a line of its own', () => {
    expect(balancedLines('a Venkataramanan b', mono, 8)).toEqual(['a', 'Venkataramanan', 'b']);
  });

  it('never breaks at a no-break space, and gives it back as a space', () => {
    const lines = balancedLines('the attempt on 7\u00A0November\u00A02026, during', mono, 20);
    expect(lines.some((line) => line.includes('7 November 2026'))).toBe(true);
    expect(lines.join(' ')).not.toContain('\u00A0');
    expect(unglued('1\u00A0to')).toBe('1 to');
  });
});
