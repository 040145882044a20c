import { MAX_GARBA_STEPS } from '@yoga/shared/domain';
import { EVENT_PATTERN } from '@yoga/shared/schemas';
import { Type } from 'typebox';
import { WholeNumberText } from '../http/schemas';

/*
 * The content ops' bodies are in `@yoga/shared/schemas`, where the ops console takes their types
 * from; the API's modules name them from here with the path parameters.
 */
export {
  ContentEventListBody,
  GarbaStepInput,
  OpsGarbaStepBody,
  OpsGarbaStepListBody,
  OpsRecipeBody,
  OpsRecipeListBody,
  RecipeInput,
  type ContentEventRow,
  type GarbaStepInputRow,
  type OpsGarbaStep,
  type OpsRecipe,
  type RecipeInputRow,
} from '@yoga/shared/schemas';

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
