import { MAX_GARBA_STEPS } from '@yoga/shared/domain';
import {
  GarbaStepBody,
  Instant,
  Nullable,
  PLAIN_TEXT,
  PlainText,
  RecipeBody,
  RecipeUnitField,
} from '@yoga/shared/schemas';
import { Type, type Static } from 'typebox';
import { LinesText, WholeNumberText } from '../http/schemas';
import { EVENT_PATTERN } from './campaign-schemas';

/** A recipe's slug has a campaign event's shape: it reads the same in a page path. */
const RecipeSlug = () =>
  Type.String({
    pattern: EVENT_PATTERN,
    description: 'The recipe, e.g. baked-jaggery-shakarpara (a-z, 0-9, inner hyphens)',
  });

export const RecipeParams = Type.Object({ slug: RecipeSlug() });

export const GarbaStepParams = Type.Object({
  step: WholeNumberText({ minimum: 1, maximum: MAX_GARBA_STEPS }),
});

const Title = () => PlainText({ minLength: 1, maxLength: 120 });

/** Why ops made a change: kept in the item's audit log. */
const Reason = () => PlainText({ minLength: 3, maxLength: 300 });

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
    title: Title(),
    title_hi: Title(),
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
    reason: Reason(),
  },
  { additionalProperties: false },
);

export type RecipeInputRow = Static<typeof RecipeInput>;

const Instructions = () => LinesText({ minLength: 1, maxLength: 1500 });

/** `PUT festival/ops/garba/steps/{step}`: the whole step, every text in both languages. */
export const GarbaStepInput = Type.Object(
  {
    title: Title(),
    title_hi: Title(),
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
    reason: Reason(),
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

export const OpsRecipeListBody = Type.Object({ recipes: Type.Array(OpsRecipeBody) });

/** A garba step as ops read it: what members read, and the link ops pasted for its video. */
export const OpsGarbaStepBody = Type.Object({
  ...GarbaStepBody.properties,
  video_url: Nullable(Type.String()),
});

export type OpsGarbaStep = Static<typeof OpsGarbaStepBody>;

export const OpsGarbaStepListBody = Type.Object({ steps: Type.Array(OpsGarbaStepBody) });

/** One line of a recipe's or a step's audit log. */
export const ContentEventBody = Type.Object({
  action: Type.Union([Type.Literal('created'), Type.Literal('edited')]),
  actor: Type.String(),
  reason: Type.String(),
  at: Instant(),
  before: Nullable(Type.Record(Type.String(), Type.Unknown())),
  after: Type.Record(Type.String(), Type.Unknown()),
});

export const ContentEventListBody = Type.Object({ events: Type.Array(ContentEventBody) });

export type ContentEventRow = Static<typeof ContentEventBody>;
