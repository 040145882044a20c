import { formatQuantity, scaleQuantity } from './scale-recipe';

describe('scaleQuantity', () => {
  it('keeps the quantity for the servings it was written for', () => {
    expect(scaleQuantity(200, 'g', 4, 4)).toBe(200);
    expect(scaleQuantity(1.5, 'cup', 4, 4)).toBe(1.5);
  });

  it('scales in proportion and rounds grams to 5 above 50', () => {
    expect(scaleQuantity(200, 'g', 4, 6)).toBe(300);
    expect(scaleQuantity(250, 'g', 4, 3)).toBe(190);
    expect(scaleQuantity(250, 'ml', 4, 1)).toBe(65);
  });

  it('rounds small weights finely, and never to nothing', () => {
    expect(scaleQuantity(15, 'g', 4, 2)).toBe(7.5);
    expect(scaleQuantity(30, 'g', 4, 6)).toBe(45);
    expect(scaleQuantity(0.2, 'g', 4, 1)).toBe(0.1);
  });

  it('measures cups and spoons in quarters', () => {
    expect(scaleQuantity(1, 'cup', 4, 6)).toBe(1.5);
    expect(scaleQuantity(1, 'tsp', 4, 1)).toBe(0.25);
    expect(scaleQuantity(1, 'tbsp', 4, 3)).toBe(0.75);
    expect(scaleQuantity(0.5, 'tsp', 4, 1)).toBe(0.25);
  });

  it('counts pieces in halves and pinches whole', () => {
    expect(scaleQuantity(3, 'piece', 4, 2)).toBe(1.5);
    expect(scaleQuantity(1, 'piece', 4, 1)).toBe(0.5);
    expect(scaleQuantity(1, 'pinch', 4, 1)).toBe(1);
    expect(scaleQuantity(1, 'pinch', 4, 12)).toBe(3);
  });

  it('keeps kilograms and litres to 50 g or ml', () => {
    expect(scaleQuantity(1, 'kg', 4, 3)).toBeCloseTo(0.75, 10);
    expect(scaleQuantity(1, 'l', 4, 5)).toBeCloseTo(1.25, 10);
  });
});

describe('formatQuantity', () => {
  it('prints quarters of cups, spoons and pieces as fractions', () => {
    expect(formatQuantity(1.5, 'cup', 'en-IN')).toBe('1½');
    expect(formatQuantity(0.75, 'tsp', 'hi-IN')).toBe('¾');
    expect(formatQuantity(0.25, 'tbsp', 'en-IN')).toBe('¼');
    expect(formatQuantity(2, 'piece', 'en-IN')).toBe('2');
  });

  it('prints weights as numbers, grouped the Indian way', () => {
    expect(formatQuantity(7.5, 'g', 'en-IN')).toBe('7.5');
    expect(formatQuantity(1500, 'ml', 'en-IN')).toBe('1,500');
    expect(formatQuantity(0.75, 'kg', 'hi-IN')).toBe('0.75');
  });
});
