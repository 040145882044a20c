import { formatIndianNumber } from './format-indian-number';

describe('formatIndianNumber', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [99999, '99,999'],
    [100000, '1,00,000'],
    [1234567, '12,34,567'],
    [10000000, '1,00,00,000'],
    [123456789, '12,34,56,789'],
    [-1234567, '-12,34,567'],
  ])('formats %p as %p', (value, expected) => {
    expect(formatIndianNumber(value)).toBe(expected);
  });

  it('rounds fractions, since it formats counts', () => {
    expect(formatIndianNumber(1234.6)).toBe('1,235');
  });

  it.each([NaN, Infinity, -Infinity])('gives an empty string for %p', (value) => {
    expect(formatIndianNumber(value)).toBe('');
  });
});

describe('formatIndianNumber in both languages', () => {
  it.each(['en-IN', 'hi-IN'])('groups lakhs and crores in %s', (locale) => {
    expect(formatIndianNumber(1234567, locale)).toBe('12,34,567');
    expect(formatIndianNumber(123456789, locale)).toBe('12,34,56,789');
  });
});
