import { Type } from 'typebox';
import { RECIPE_UNITS } from '../domain/festival-content';
import { Nullable } from './schema-parts';

/**
 * The festival tools' content (issue 24): festive recipes and garba steps, data ops edit in
 * English and Hindi without a release (docs/decisions/0036). Members read all of a tool's
 * content in one answer, so a tool works on from there without the network.
 */

export const RecipeUnitField = Type.Enum(RECIPE_UNITS);

export const RecipeIngredientBody = Type.Object({
  name: Type.String(),
  name_hi: Type.String(),
  /** For the recipe's own `servings`; the page scales it. */
  quantity: Type.Number(),
  unit: RecipeUnitField,
});

export const RecipeStepBody = Type.Object({
  text: Type.String(),
  text_hi: Type.String(),
  /** A step that takes time (roasting, resting) has a timer; null when it has none. */
  timer_seconds: Nullable(Type.Integer()),
});

export const RecipeBody = Type.Object(
  {
    slug: Type.String(),
    title: Type.String(),
    title_hi: Type.String(),
    summary: Type.String(),
    summary_hi: Type.String(),
    /** How many the quantities are for. */
    servings: Type.Integer(),
    /** About how long it takes, start to finish. */
    minutes: Type.Integer(),
    ingredients: Type.Array(RecipeIngredientBody),
    steps: Type.Array(RecipeStepBody),
  },
  { $id: 'Recipe' },
);

/** `GET festival/recipes`: every published recipe, in ops' order. */
export const RecipeListBody = Type.Object({ recipes: Type.Array(RecipeBody) });

export const FestivalVideoBody = Type.Object({
  kind: Type.Union([Type.Literal('youtube'), Type.Literal('file')]),
  /** YouTube's privacy-enhanced embed address, or the file's own https address. */
  src: Type.String(),
});

export const GarbaStepBody = Type.Object(
  {
    /** 1, 2, 3…: the step's place, and its `stepId` in `/navratri/garbaTool/<step>`. */
    step: Type.Integer(),
    title: Type.String(),
    title_hi: Type.String(),
    /** One instruction per line. */
    instructions: Type.String(),
    instructions_hi: Type.String(),
    /** How many beats one round of the step takes. */
    counts: Type.Integer(),
    /** The beat's speed, in beats a minute. */
    bpm: Type.Integer(),
    /** Null until ops have set the step's video. */
    video: Nullable(FestivalVideoBody),
  },
  { $id: 'GarbaStep' },
);

/** `GET festival/garba/steps`: every step, in order. */
export const GarbaStepListBody = Type.Object({ steps: Type.Array(GarbaStepBody) });
