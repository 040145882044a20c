import type { RecipeUnit } from '@yoga/shared/domain';

/** The servings a recipe can be scaled to. */
export const MIN_SERVINGS = 1;
export const MAX_SERVINGS = 24;

/** Units measured with a spoon or a cup: kept in quarters, as a kitchen measures them. */
const MEASURED = new Set<RecipeUnit>(['cup', 'tbsp', 'tsp']);
/** Units counted: halves at most (half a lemon), and a pinch is whole. */
const COUNTED = new Set<RecipeUnit>(['piece']);

/**
 * `quantity` (written for `from` servings) for `to` servings, rounded as a cook would measure
 * it: quarter cups and spoons, half pieces, whole pinches, grams and millilitres to the nearest
 * 5 above 50 and to one decimal below 10, kilograms and litres to 50 g or ml. Never rounds to
 * nothing: the smallest amount of anything is one step of its rounding.
 */
export function scaleQuantity(
  quantity: number,
  unit: RecipeUnit,
  from: number,
  to: number,
): number {
  const exact = (quantity * to) / from;
  const step = roundingStep(exact, unit);
  // toFixed: 75 steps of 0.1 is 7.500000000000001 in binary, 7.5 in the kitchen.
  return Number(Math.max(step, Math.round(exact / step) * step).toFixed(2));
}

function roundingStep(exact: number, unit: RecipeUnit): number {
  if (MEASURED.has(unit)) return 0.25;
  if (COUNTED.has(unit)) return 0.5;
  if (unit === 'pinch') return 1;
  if (unit === 'kg' || unit === 'l') return 0.05;
  if (exact >= 50) return 5;
  return exact >= 10 ? 1 : 0.1;
}

const FRACTIONS: Record<number, string> = { 0.25: '¼', 0.5: '½', 0.75: '¾' };

/**
 * A quantity as the recipe prints it: `1½`, `¾`, `250`, `2.5`, in the member's digits' style
 * (Indian grouping; Hindi pages use the same Latin digits, as Indian recipe books do).
 */
export function formatQuantity(value: number, unit: RecipeUnit, locale: string): string {
  if (MEASURED.has(unit) || COUNTED.has(unit)) {
    const whole = Math.floor(value);
    const fraction = FRACTIONS[Math.round((value - whole) * 100) / 100];
    if (fraction) return whole === 0 ? fraction : `${whole}${fraction}`;
  }
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
}
