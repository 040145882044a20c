/** A point on the rangoli, in units of the canvas's side: (0.5, 0.5) is its centre. */
export type Point = readonly [x: number, y: number];

/** The radial symmetries the member can pick: the stroke is repeated this many times around. */
export const SYMMETRIES = [4, 6, 8, 12] as const;

export type Symmetry = (typeof SYMMETRIES)[number];

export const CENTRE: Point = [0.5, 0.5];

/** The angle of each copy, in radians, the stroke's own (0) first. */
export function foldAngles(folds: number): number[] {
  return Array.from({ length: folds }, (_, fold) => (2 * Math.PI * fold) / folds);
}

/** `point` turned by `angle` around the centre (a canvas's y grows downwards: turns clockwise). */
export function turned(point: Point, angle: number, centre: Point = CENTRE): Point {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const dx = point[0] - centre[0];
  const dy = point[1] - centre[1];
  return [centre[0] + dx * cos - dy * sin, centre[1] + dx * sin + dy * cos];
}

/** Every copy of `point` under `folds`-fold radial symmetry, the point itself first. */
export function symmetricPoints(point: Point, folds: number, centre: Point = CENTRE): Point[] {
  return foldAngles(folds).map((angle) => turned(point, angle, centre));
}
