import { Type, type Static } from 'typebox';
import { RECIPE_UNITS } from '../domain/festival-content';
import { FestivalReason, FestivalTitle } from './festival-schemas';
import { Instant, LinesText, Nullable, PLAIN_TEXT, PlainText } from './schema-parts';

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

const IngredientInput = Type.Object(
  {
    name: PlainText({ minLength: 1, maxLength: 80 }),
    name_hi: PlainText({ minLength: 1, maxLength: 80 }),
    // More than nothing; not `exclusiveMinimum: 0`, which OpenAPI 3.0 cannot say as a number.
    quantity: Type.Number({ minimum: 0.01, maximum: 10_000 }),
    unit: RecipeUnitField,
  },
  { additionalProperties: false },
);

const RecipeStepInput = Type.Object(
  {
    text: PlainText({ minLength: 1, maxLength: 500 }),
    text_hi: PlainText({ minLength: 1, maxLength: 500 }),
    timer_seconds: Type.Union([Type.Integer({ minimum: 10, maximum: 7200 }), Type.Null()], {
      default: null,
    }),
  },
  { additionalProperties: false },
);

/** `PUT festival/ops/recipes/{slug}`: the whole recipe, every text in both languages. */
export const RecipeInput = Type.Object(
  {
    title: FestivalTitle(),
    title_hi: FestivalTitle(),
    summary: PlainText({ minLength: 1, maxLength: 400 }),
    summary_hi: PlainText({ minLength: 1, maxLength: 400 }),
    servings: Type.Integer({ minimum: 1, maximum: 24 }),
    minutes: Type.Integer({ minimum: 1, maximum: 600 }),
    ingredients: Type.Array(IngredientInput, { minItems: 1, maxItems: 40 }),
    steps: Type.Array(RecipeStepInput, { minItems: 1, maxItems: 30 }),
    /** Recipes are listed by position, then by slug. */
    position: Type.Integer({ minimum: 0, maximum: 1000, default: 0 }),
    /** An unpublished recipe is kept for ops and shown to no one else. */
    published: Type.Boolean({ default: true }),
    reason: FestivalReason(),
  },
  { additionalProperties: false },
);
export type RecipeInputRow = Static<typeof RecipeInput>;

const Instructions = () => LinesText({ minLength: 1, maxLength: 1500 });

/** `PUT festival/ops/garba/steps/{step}`: the whole step, every text in both languages. */
export const GarbaStepInput = Type.Object(
  {
    title: FestivalTitle(),
    title_hi: FestivalTitle(),
    instructions: Instructions(),
    instructions_hi: Instructions(),
    counts: Type.Integer({ minimum: 2, maximum: 16 }),
    bpm: Type.Integer({ minimum: 40, maximum: 200 }),
    video_url: Type.Union(
      [
        Type.String({
          maxLength: 300,
          pattern: PLAIN_TEXT,
          description:
            'A YouTube video (watch, youtu.be, shorts or embed link) or an https link to an .mp4 or .webm file',
        }),
        Type.Null(),
      ],
      { default: null },
    ),
    reason: FestivalReason(),
  },
  { additionalProperties: false },
);
export type GarbaStepInputRow = Static<typeof GarbaStepInput>;

/** A recipe as ops read it: what members read, and where and whether it is shown. */
export const OpsRecipeBody = Type.Object({
  ...RecipeBody.properties,
  position: Type.Integer(),
  published: Type.Boolean(),
});
export type OpsRecipe = Static<typeof OpsRecipeBody>;

/** `GET festival/ops/recipes`: every recipe, published or not, by position then slug. */
export const OpsRecipeListBody = Type.Object({ recipes: Type.Array(OpsRecipeBody) });
export type OpsRecipes = Static<typeof OpsRecipeListBody>;

/** A garba step as ops read it: what members read, and the link ops pasted for its video. */
export const OpsGarbaStepBody = Type.Object({
  ...GarbaStepBody.properties,
  video_url: Nullable(Type.String()),
});
export type OpsGarbaStep = Static<typeof OpsGarbaStepBody>;

/** `GET festival/ops/garba/steps`: every step, in order. */
export const OpsGarbaStepListBody = Type.Object({ steps: Type.Array(OpsGarbaStepBody) });
export type OpsGarbaSteps = Static<typeof OpsGarbaStepListBody>;

/** One line of a recipe's or a step's audit log. */
export const ContentEventBody = Type.Object({
  action: Type.Union([Type.Literal('created'), Type.Literal('edited')]),
  actor: Type.String(),
  reason: Type.String(),
  at: Instant(),
  before: Nullable(Type.Record(Type.String(), Type.Unknown())),
  after: Type.Record(Type.String(), Type.Unknown()),
});
export type ContentEventRow = Static<typeof ContentEventBody>;

/** A recipe's or a garba step's audit log, oldest first. */
export const ContentEventListBody = Type.Object({ events: Type.Array(ContentEventBody) });
export type ContentEvents = Static<typeof ContentEventListBody>;
