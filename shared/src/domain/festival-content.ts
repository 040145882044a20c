/** The units a recipe's quantities are in; the page names each in the member's language. */
export const RECIPE_UNITS = ['g', 'kg', 'ml', 'l', 'cup', 'tbsp', 'tsp', 'piece', 'pinch'] as const;

export type RecipeUnit = (typeof RECIPE_UNITS)[number];

/** The most garba steps ops may publish; a stepId beyond it is never a step. */
export const MAX_GARBA_STEPS = 30;
