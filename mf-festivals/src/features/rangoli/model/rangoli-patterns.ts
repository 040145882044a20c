import type { Point } from './symmetry';

/**
 * Ready patterns to colour in: each is the lines of one sector, which the symmetry repeats around
 * the centre. Placing one needs no pointer (a keyboard or switch user picks it from a list), so
 * anyone can build a whole rangoli pattern by pattern.
 */
export const RANGOLI_PATTERNS = ['petals', 'dots', 'star', 'waves', 'border'] as const;

export type RangoliPattern = (typeof RANGOLI_PATTERNS)[number];

const polar = (radius: number, angle: number): Point => [
  0.5 + radius * Math.cos(angle),
  0.5 + radius * Math.sin(angle),
];

const circle = (centre: Point, radius: number, steps = 16): Point[] =>
  Array.from({ length: steps + 1 }, (_, index) => {
    const angle = (2 * Math.PI * index) / steps;
    return [centre[0] + radius * Math.cos(angle), centre[1] + radius * Math.sin(angle)];
  });

/** The lines of `pattern` in the sector starting at angle 0, `sector` radians wide. */
export function patternLines(pattern: RangoliPattern, sector: number): Point[][] {
  const middle = sector / 2;
  switch (pattern) {
    case 'petals': {
      // A petal from near the centre out to 0.3, its sides bulging by a third of the sector.
      const steps = 12;
      const side = (sign: number) =>
        Array.from({ length: steps + 1 }, (_, index) => {
          const t = index / steps;
          return polar(0.05 + 0.25 * t, middle + sign * (sector / 3) * Math.sin(Math.PI * t));
        });
      return [[...side(1), ...side(-1).reverse()]];
    }
    case 'dots':
      return [circle(polar(0.36, middle), 0.022), circle(polar(0.2, 0), 0.014)];
    case 'star':
      return [[polar(0.12, 0), polar(0.42, middle), polar(0.12, sector)]];
    case 'waves': {
      const steps = 10;
      return [
        Array.from({ length: steps + 1 }, (_, index) =>
          polar(0.3 + 0.03 * Math.sin((2 * Math.PI * index) / steps), (sector * index) / steps),
        ),
      ];
    }
    case 'border': {
      const steps = 8;
      return [
        Array.from({ length: steps + 1 }, (_, index) => polar(0.46, (sector * index) / steps)),
        [polar(0.46, middle), polar(0.4, middle)],
      ];
    }
  }
}
