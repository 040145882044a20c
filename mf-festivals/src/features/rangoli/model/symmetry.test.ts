import { foldAngles, symmetricPoints, turned, type Point } from './symmetry';

const close = (actual: readonly Point[], expected: readonly Point[]) => {
  expect(actual).toHaveLength(expected.length);
  actual.forEach(([x, y], index) => {
    expect(x).toBeCloseTo(expected[index]![0], 10);
    expect(y).toBeCloseTo(expected[index]![1], 10);
  });
};

describe('rangoli symmetry', () => {
  it('spaces the copies evenly around the full turn', () => {
    expect(foldAngles(4)).toEqual([0, Math.PI / 2, Math.PI, (3 * Math.PI) / 2]);
    expect(foldAngles(12)).toHaveLength(12);
    expect(foldAngles(12)[1]).toBeCloseTo(Math.PI / 6, 12);
  });

  it('repeats a point four times at the quarter turns', () => {
    close(symmetricPoints([0.75, 0.5], 4), [
      [0.75, 0.5],
      [0.5, 0.75],
      [0.25, 0.5],
      [0.5, 0.25],
    ]);
  });

  it('keeps every copy at the same distance from the centre', () => {
    for (const folds of [4, 6, 8, 12]) {
      const copies = symmetricPoints([0.9, 0.3], folds);
      expect(copies).toHaveLength(folds);
      for (const [x, y] of copies) {
        expect(Math.hypot(x - 0.5, y - 0.5)).toBeCloseTo(Math.hypot(0.4, -0.2), 12);
      }
    }
  });

  it('six folds put the copies 60 degrees apart, and the centre stays where it is', () => {
    const [, second] = symmetricPoints([1, 0.5], 6);
    close([second!], [[0.5 + 0.5 * Math.cos(Math.PI / 3), 0.5 + 0.5 * Math.sin(Math.PI / 3)]]);
    close(symmetricPoints([0.5, 0.5], 8), Array(8).fill([0.5, 0.5]));
  });

  it('turns around another centre when given one', () => {
    close([turned([2, 1], Math.PI, [1, 1])], [[0, 1]]);
  });
});
