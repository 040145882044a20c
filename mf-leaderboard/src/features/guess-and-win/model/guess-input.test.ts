import { isGuessOpen, MAX_GUESS, parseGuess } from './guess-input';

describe('parseGuess', () => {
  it('reads whole numbers, grouped or not', () => {
    expect(parseGuess('12345')).toEqual({ guess: 12345 });
    expect(parseGuess(' 1,23,456 ')).toEqual({ guess: 123456 });
    expect(parseGuess('123 456')).toEqual({ guess: 123456 });
    expect(parseGuess('0')).toEqual({ guess: 0 });
  });

  it('asks for a number when the field is empty, and refuses anything else', () => {
    expect(parseGuess('  ')).toEqual({ problem: 'empty' });
    expect(parseGuess('12.5')).toEqual({ problem: 'invalid' });
    expect(parseGuess('-3')).toEqual({ problem: 'invalid' });
    expect(parseGuess('lots')).toEqual({ problem: 'invalid' });
    expect(parseGuess(String(MAX_GUESS + 1))).toEqual({ problem: 'invalid' });
  });
});

describe('isGuessOpen', () => {
  const closesAt = '2026-11-23T01:00:00Z';
  const before = Date.parse(closesAt) - 1000;

  it('is open until the closing time while the API says open', () => {
    expect(isGuessOpen({ open: true, closes_at: closesAt }, before)).toBe(true);
    expect(isGuessOpen({ open: true, closes_at: closesAt }, Date.parse(closesAt))).toBe(false);
    expect(isGuessOpen({ open: false, closes_at: closesAt }, before)).toBe(false);
  });
});
