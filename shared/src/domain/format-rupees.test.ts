import { formatRupees } from './format-rupees';

describe('formatRupees', () => {
  it('shows whole rupees with Indian grouping and no paise', () => {
    expect(formatRupees(179_900)).toBe('₹1,799');
    expect(formatRupees(12_345_600)).toBe('₹1,23,456');
    expect(formatRupees(100)).toBe('₹1');
  });

  it('shows paise when the amount has them', () => {
    expect(formatRupees(3334)).toBe('₹33.34');
    expect(formatRupees(3330)).toBe('₹33.30');
  });

  it('reads the same in Hindi, with the rupee sign first', () => {
    expect(formatRupees(179_900, 'hi-IN')).toBe('₹1,799');
  });

  it('formats what is not a number as nothing', () => {
    expect(formatRupees(Number.NaN)).toBe('');
  });
});
