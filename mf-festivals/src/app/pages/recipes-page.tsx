import { useAppSelector, type Catalogue } from '@yoga/shared';
import { isToolDone } from '@yoga/shared/domain';
import { campaignsCatalogue } from '../../features/campaigns/campaigns-catalogue';
import { OffSeason } from '../../features/campaigns/components/campaign-view';
import { selectFestival } from '../../features/festival-store/model/festival-slice';
import { RecipeList } from '../../features/recipes/components/recipe-list';
import { recipesCatalogue, useRecipesT } from '../../features/recipes/recipes-catalogue';
import { CampaignToolFrame } from './campaign-tool-frame';
import { RecipeContent } from './recipe-content';
import { recipeToolEvent } from './recipe-tool';

/** Every catalogue the page shows at once, loaded before it renders. */
export const PAGE_CATALOGUES: Catalogue[] = [campaignsCatalogue, recipesCatalogue];

/** `/Diwali/recipes`: the healthy festive recipes, each marked once the member has made it. */
export default function RecipesPage() {
  const t = useRecipesT();
  const { completedTools } = useAppSelector(selectFestival);
  return (
    <CampaignToolFrame
      route={{ occasion: 'diwali' }}
      title={t('recipes.title')}
      lead={t('recipes.intro')}
      back={{ label: t('recipes.back'), to: () => '/Diwali/tools' }}
    >
      {(campaign) =>
        campaign.phase === 'running' ? (
          <RecipeContent>
            {(recipes) => (
              <RecipeList
                recipes={recipes}
                done={(slug) =>
                  isToolDone(completedTools, 'recipe', recipeToolEvent(campaign.event, slug))
                }
              />
            )}
          </RecipeContent>
        ) : (
          <OffSeason campaign={campaign} />
        )
      }
    </CampaignToolFrame>
  );
}
