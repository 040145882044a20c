import { RANGOLI_PATTERNS, patternLines } from './rangoli-patterns';

describe('rangoli patterns', () => {
  it.each(RANGOLI_PATTERNS)('%s stays on the canvas and inside its circle', (pattern) => {
    for (const folds of [4, 6, 8, 12]) {
      const lines = patternLines(pattern, (2 * Math.PI) / folds);
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) {
        expect(line.length).toBeGreaterThan(1);
        for (const [x, y] of line) {
          expect(Math.hypot(x - 0.5, y - 0.5)).toBeLessThanOrEqual(0.5);
        }
      }
    }
  });

  it('draws a star point in the middle of its sector', () => {
    const sector = Math.PI / 2;
    const [[, tip]] = patternLines('star', sector) as [[unknown, [number, number]]];
    expect(Math.atan2(tip[1] - 0.5, tip[0] - 0.5)).toBeCloseTo(sector / 2, 10);
  });
});
