import { serviceApis } from '@yoga/shared';
import type { RecipeList } from '@yoga/shared/models';

/** Kept for the visit: a cook with flour on their hands may lose the network mid-recipe. */
const A_VISIT_S = 60 * 60;

export const recipesApi = serviceApis.festival.injectEndpoints({
  endpoints: (build) => ({
    /** Every published recipe, whole: the recipe pages need nothing more from the network. */
    festivalsRecipes: build.query<RecipeList, void>({
      query: () => 'recipes',
      keepUnusedDataFor: A_VISIT_S,
    }),
  }),
  overrideExisting: 'throw',
});

export const { useFestivalsRecipesQuery } = recipesApi;
