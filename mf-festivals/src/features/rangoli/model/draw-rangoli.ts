import type { Stroke } from './rangoli-history';
import { foldAngles, symmetricPoints, type Point } from './symmetry';

/** The floor the powder lies on: a deep maroon, which every powder colour stands out from. */
export const RANGOLI_FLOOR = '#3b1f2b';

function styled(
  context: CanvasRenderingContext2D,
  stroke: Pick<Stroke, 'colour' | 'width'>,
  side: number,
) {
  context.strokeStyle = stroke.colour;
  context.lineWidth = Math.max(1, stroke.width * side);
  context.lineCap = 'round';
  context.lineJoin = 'round';
}

/** The whole drawing on a square canvas `side` pixels wide (again after undo, or for the image). */
export function drawRangoli(
  context: CanvasRenderingContext2D,
  strokes: readonly Stroke[],
  side: number,
): void {
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.fillStyle = RANGOLI_FLOOR;
  context.fillRect(0, 0, side, side);
  for (const stroke of strokes) {
    styled(context, stroke, side);
    for (const angle of foldAngles(stroke.folds)) {
      context.setTransform(1, 0, 0, 1, 0, 0);
      context.translate(side / 2, side / 2);
      context.rotate(angle);
      context.translate(-side / 2, -side / 2);
      context.beginPath();
      const [first, ...rest] = stroke.points;
      if (!first) continue;
      context.moveTo(first[0] * side, first[1] * side);
      // A tap is a dot: a line of no length still gets its round cap.
      for (const [x, y] of rest.length > 0 ? rest : [first]) context.lineTo(x * side, y * side);
      context.stroke();
    }
  }
  context.setTransform(1, 0, 0, 1, 0, 0);
}

/**
 * Only the newest piece of the stroke being drawn, in every copy: drawing stays as cheap per
 * pointer move however long the stroke or the drawing gets.
 */
export function drawSegment(
  context: CanvasRenderingContext2D,
  stroke: Pick<Stroke, 'colour' | 'width' | 'folds'>,
  from: Point,
  to: Point,
  side: number,
): void {
  styled(context, stroke, side);
  const starts = symmetricPoints(from, stroke.folds);
  const ends = symmetricPoints(to, stroke.folds);
  context.beginPath();
  starts.forEach(([x, y], index) => {
    const [toX, toY] = ends[index] ?? [x, y];
    context.moveTo(x * side, y * side);
    context.lineTo(toX * side, toY * side);
  });
  context.stroke();
}
