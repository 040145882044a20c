import { ButtonLink, EmptyState, useContentText } from '@yoga/shared';
import type { Recipe } from '@yoga/shared/models';
import { useRecipesT } from '../recipes-catalogue';
import './recipes.css';

/** Every recipe: its name, what it is, how long it takes and for how many, and the way in. */
export function RecipeList({
  recipes,
  done,
}: {
  recipes: readonly Recipe[];
  done: (slug: string) => boolean;
}) {
  const t = useRecipesT();
  const content = useContentText();
  if (recipes.length === 0) {
    return <EmptyState title={t('recipes.empty.title')}>{t('recipes.empty.text')}</EmptyState>;
  }
  return (
    <ul className="recipes__list">
      {recipes.map((recipe) => {
        const title = content(recipe.title, recipe.title_hi);
        return (
          <li key={recipe.slug} className="kit-card recipes__card">
            <h2>{title}</h2>
            <p>{content(recipe.summary, recipe.summary_hi)}</p>
            <p className="recipes__facts">
              {t('recipes.facts', { minutes: recipe.minutes, servings: recipe.servings })}
              {done(recipe.slug) && <span className="recipes__made"> · {t('recipes.made')}</span>}
            </p>
            <ButtonLink
              to={`/Diwali/recipes/${recipe.slug}`}
              aria-label={t('recipes.open', { recipe: title })}
            >
              {t('recipes.openShort')}
            </ButtonLink>
          </li>
        );
      })}
    </ul>
  );
}
