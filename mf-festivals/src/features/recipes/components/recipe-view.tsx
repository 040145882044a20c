import { Button, useContentText, useLanguage } from '@yoga/shared';
import type { Recipe } from '@yoga/shared/models';
import { useId, useState } from 'react';
import { useRecipesT } from '../recipes-catalogue';
import { MAX_SERVINGS, MIN_SERVINGS, formatQuantity, scaleQuantity } from '../model/scale-recipe';
import { useRecipeSteps } from '../model/use-recipe-steps';
import { StepTimer } from './step-timer';
import './recipes.css';

// Ids spelled out in full, so the catalogue check finds each one used.
const UNIT_LABELS = {
  g: 'recipes.unit.g',
  kg: 'recipes.unit.kg',
  ml: 'recipes.unit.ml',
  l: 'recipes.unit.l',
  cup: 'recipes.unit.cup',
  tbsp: 'recipes.unit.tbsp',
  tsp: 'recipes.unit.tsp',
  piece: 'recipes.unit.piece',
  pinch: 'recipes.unit.pinch',
} as const;

/**
 * One recipe to cook along: servings to scale the ingredients to, then the steps, each ticked
 * when done and, when it takes time, with a timer that keeps counting while the phone's screen
 * is on. `onFinished` is told once every step is ticked.
 */
export function RecipeView({
  recipe,
  cooking,
  onFinished,
}: {
  recipe: Recipe;
  /** This cooking of it: the campaign's and the recipe's, where its ticks are kept. */
  cooking: string;
  onFinished: () => void;
}) {
  const t = useRecipesT();
  const content = useContentText();
  const { language } = useLanguage();
  const id = useId();
  const [servings, setServings] = useState(recipe.servings);
  const steps = useRecipeSteps(cooking, recipe.steps.length, onFinished);
  const locale = language === 'hi' ? 'hi-IN' : 'en-IN';
  const finished = steps.done.size === recipe.steps.length;

  return (
    <div className="recipe">
      <section aria-labelledby={`${id}-ingredients`} className="recipe__ingredients">
        <h3 id={`${id}-ingredients`}>{t('recipes.ingredients')}</h3>
        <div className="recipe__servings" role="group" aria-labelledby={`${id}-servings`}>
          <span id={`${id}-servings`}>{t('recipes.servings')}</span>
          <Button
            variant="secondary"
            aria-label={t('recipes.fewer')}
            disabled={servings <= MIN_SERVINGS}
            onClick={() => setServings((count) => count - 1)}
          >
            −
          </Button>
          <output aria-live="polite" className="recipe__servings-count">
            {t('recipes.servingsCount', { count: servings })}
          </output>
          <Button
            variant="secondary"
            aria-label={t('recipes.more')}
            disabled={servings >= MAX_SERVINGS}
            onClick={() => setServings((count) => count + 1)}
          >
            +
          </Button>
        </div>
        <ul className="recipe__ingredient-list" aria-labelledby={`${id}-ingredients`}>
          {recipe.ingredients.map((ingredient, index) => {
            const scaled = scaleQuantity(
              ingredient.quantity,
              ingredient.unit,
              recipe.servings,
              servings,
            );
            return (
              <li key={index}>
                <strong>
                  {formatQuantity(scaled, ingredient.unit, locale)}{' '}
                  {/* "½ cup" and "1 cup", "2 cups": English counts above one as many. */}
                  {t(UNIT_LABELS[ingredient.unit], { count: scaled <= 1 ? 1 : 2 })}
                </strong>{' '}
                {content(ingredient.name, ingredient.name_hi)}
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby={`${id}-steps`} className="recipe__steps">
        <h3 id={`${id}-steps`}>{t('recipes.steps')}</h3>
        <ol className="recipe__step-list">
          {recipe.steps.map((step, index) => {
            const done = steps.done.has(index);
            return (
              <li key={index} className={done ? 'recipe__step recipe__step--done' : 'recipe__step'}>
                <label className="recipe__step-check">
                  <input type="checkbox" checked={done} onChange={() => steps.toggle(index)} />
                  <span className="kit-visually-hidden">
                    {t('recipes.stepDone', { step: index + 1 })}
                  </span>
                </label>
                <div className="recipe__step-body">
                  <p>{content(step.text, step.text_hi)}</p>
                  {step.timer_seconds !== null && (
                    <StepTimer step={index + 1} seconds={step.timer_seconds} />
                  )}
                </div>
              </li>
            );
          })}
        </ol>
        <p className="recipe__progress" aria-live="polite">
          {finished
            ? t('recipes.finished')
            : t('recipes.progress', { done: steps.done.size, total: recipe.steps.length })}
        </p>
        {steps.done.size > 0 && (
          <Button variant="secondary" onClick={steps.reset}>
            {t('recipes.startOver')}
          </Button>
        )}
      </section>
    </div>
  );
}
