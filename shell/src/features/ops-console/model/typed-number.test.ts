import { paiseAsRupeeText, typedNumber, typedRupeesInPaise } from './typed-number';

describe('typed numbers', () => {
  it('reads a number, and an empty or unreadable field as no number rather than 0', () => {
    expect(typedNumber(' 12 ')).toBe(12);
    expect(typedNumber('0')).toBe(0);
    expect(typedNumber('')).toBeNaN();
    expect(typedNumber('ten')).toBeNaN();
    expect(JSON.stringify({ points: typedNumber('') })).toBe('{"points":null}');
  });

  it('takes rupees as people write them and gives paise', () => {
    expect(typedRupeesInPaise('1,799')).toBe(179_900);
    expect(typedRupeesInPaise('₹ 999.50')).toBe(99_950);
    expect(typedRupeesInPaise('')).toBeNaN();
  });

  it('shows paise as rupees to edit, with paise only when there are some', () => {
    expect(paiseAsRupeeText(179_900)).toBe('1799');
    expect(paiseAsRupeeText(99_950)).toBe('999.50');
  });
});
