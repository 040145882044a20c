import { ErrorState, Skeleton, apiProblem } from '@yoga/shared';
import type { Recipe } from '@yoga/shared/models';
import type { ReactNode } from 'react';
import { useFestivalsRecipesQuery } from '../../features/recipes/api/recipes-api';
import { useRecipesT } from '../../features/recipes/recipes-catalogue';

/** The recipes, read once for every recipe page; meanwhile their space, and a retry on failure. */
export function RecipeContent({ children }: { children: (recipes: Recipe[]) => ReactNode }) {
  const t = useRecipesT();
  const { data, error, isLoading, isFetching, refetch } = useFestivalsRecipesQuery();
  if (isLoading) {
    return (
      <div aria-busy="true">
        <p role="status" className="kit-visually-hidden">
          {t('recipes.loading')}
        </p>
        <Skeleton shape="block" height="8rem" />
      </div>
    );
  }
  if (data) return children(data.recipes);
  return (
    <ErrorState
      message={t('recipes.error')}
      hint={apiProblem(error)?.message}
      onRetry={() => void refetch()}
      retrying={isFetching}
    />
  );
}
