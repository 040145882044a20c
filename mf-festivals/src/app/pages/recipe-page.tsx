import {
  ButtonLink,
  EmptyState,
  useAppDispatch,
  useContentText,
  type Catalogue,
} from '@yoga/shared';
import { festivalToolId } from '@yoga/shared/domain';
import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { campaignsCatalogue } from '../../features/campaigns/campaigns-catalogue';
import { OffSeason } from '../../features/campaigns/components/campaign-view';
import { toolCompleted } from '../../features/festival-store/model/festival-slice';
import { RecipeView } from '../../features/recipes/components/recipe-view';
import { recipesCatalogue, useRecipesT } from '../../features/recipes/recipes-catalogue';
import type { Recipe } from '@yoga/shared/models';
import { CampaignToolFrame } from './campaign-tool-frame';
import { RecipeContent } from './recipe-content';
import { recipeToolEvent } from './recipe-tool';

/** Every catalogue the page shows at once, loaded before it renders. */
export const PAGE_CATALOGUES: Catalogue[] = [campaignsCatalogue, recipesCatalogue];

function CookAlong({ recipe, event }: { recipe: Recipe; event: string }) {
  const content = useContentText();
  const dispatch = useAppDispatch();
  const finished = useCallback(() => {
    dispatch(toolCompleted(festivalToolId('recipe', event)));
    dispatch(toolCompleted(festivalToolId('recipe', recipeToolEvent(event, recipe.slug))));
  }, [dispatch, event, recipe.slug]);
  return (
    <>
      <h2 className="festival-page__subtitle">{content(recipe.title, recipe.title_hi)}</h2>
      <p>{content(recipe.summary, recipe.summary_hi)}</p>
      <RecipeView
        recipe={recipe}
        cooking={recipeToolEvent(event, recipe.slug)}
        onFinished={finished}
      />
    </>
  );
}

/** `/Diwali/recipes/:slug`: one recipe to cook along, scaled to the servings the member needs. */
export default function RecipePage() {
  const t = useRecipesT();
  const { slug } = useParams();
  return (
    <CampaignToolFrame
      route={{ occasion: 'diwali' }}
      title={t('recipes.title')}
      lead={t('recipes.intro')}
      back={{ label: t('recipes.all'), to: () => '/Diwali/recipes' }}
    >
      {(campaign) =>
        campaign.phase === 'running' ? (
          <RecipeContent>
            {(recipes) => {
              const recipe = recipes.find((one) => one.slug === slug);
              return recipe ? (
                <CookAlong key={recipe.slug} recipe={recipe} event={campaign.event} />
              ) : (
                <EmptyState
                  title={t('recipes.missing.title')}
                  action={<ButtonLink to="/Diwali/recipes">{t('recipes.all')}</ButtonLink>}
                >
                  {t('recipes.missing.text')}
                </EmptyState>
              );
            }}
          </RecipeContent>
        ) : (
          <OffSeason campaign={campaign} />
        )
      }
    </CampaignToolFrame>
  );
}
