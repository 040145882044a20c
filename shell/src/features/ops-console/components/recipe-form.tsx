import { Select, TextField } from '@yoga/shared';
import { RECIPE_UNITS } from '@yoga/shared/domain';
import type { OpsRecipe, RecipeInputRow } from '@yoga/shared/schemas';
import { TextArea } from '@yoga/shared/ui-extra';
import { useState, type FormEvent } from 'react';
import { useOpsPutRecipeMutation } from '../api/ops-festival-endpoints';
import { bindFields, fieldText, rowFields } from '../model/form-fields';
import { RECIPE_FIELD_LABELS, UNIT_LABELS } from '../model/festival-labels';
import { typedNumber } from '../model/typed-number';
import { useFormProblem } from '../model/use-form-problem';
import { useOpsConsoleT } from '../ops-console-catalogue';
import { RowFields } from './row-fields';
import { FormEnd } from './form-end';
import { TitleSummaryFields } from './title-summary-fields';
import { NewAddressField } from './new-address-field';
import { OpsForm } from './ops-form';

type Ingredient = Record<keyof RecipeInputRow['ingredients'][number], string>;
type Step = Record<keyof RecipeInputRow['steps'][number], string>;
type Name = Exclude<keyof RecipeInputRow, 'ingredients' | 'steps'> | 'slug';

// The API's limits on a recipe's lists.
const MAX_INGREDIENTS = 40;
const MAX_STEPS = 30;

const BLANK_INGREDIENT: Ingredient = { name: '', name_hi: '', quantity: '', unit: 'g' };
const BLANK_STEP: Step = { text: '', text_hi: '', timer_seconds: '' };

function startingValues(recipe: OpsRecipe | undefined): Record<Name, string> {
  return {
    slug: fieldText(recipe?.slug),
    title: fieldText(recipe?.title),
    title_hi: fieldText(recipe?.title_hi),
    summary: fieldText(recipe?.summary),
    summary_hi: fieldText(recipe?.summary_hi),
    servings: fieldText(recipe?.servings ?? 4),
    minutes: fieldText(recipe?.minutes ?? 30),
    position: fieldText(recipe?.position ?? 0),
    published: recipe?.published === false ? 'no' : 'yes',
    reason: '',
  };
}

interface RecipeFormProps {
  /** The recipe to change; none to add one (its slug is asked too). */
  recipe?: OpsRecipe;
  /** The slugs in use: saving under one of them would replace that recipe, not add one. */
  taken: readonly string[];
  onDone: () => void;
}

/**
 * A recipe written whole, every text in English and Hindi: its servings and time, its
 * ingredients for those servings, its steps (a timer on those that take time), its place in the
 * list and whether members see it.
 */
export function RecipeForm({ recipe, taken, onDone }: RecipeFormProps) {
  const t = useOpsConsoleT();
  const [values, setValues] = useState(() => startingValues(recipe));
  const [ingredients, setIngredients] = useState<Ingredient[]>(() =>
    recipe
      ? recipe.ingredients.map((one) => ({ ...one, quantity: fieldText(one.quantity) }))
      : [BLANK_INGREDIENT],
  );
  const [steps, setSteps] = useState<Step[]>(() =>
    recipe
      ? recipe.steps.map((one) => ({ ...one, timer_seconds: fieldText(one.timer_seconds) }))
      : [BLANK_STEP],
  );
  const [slugTaken, setSlugTaken] = useState(false);
  const [save, saving] = useOpsPutRecipeMutation();
  const problem = useFormProblem(saving.error, [
    ...Object.keys(values),
    ...Object.keys(RECIPE_FIELD_LABELS),
    ...rowFields('ingredients', ingredients, Object.keys(BLANK_INGREDIENT)),
    ...rowFields('steps', steps, Object.keys(BLANK_STEP)),
  ]);
  const field = bindFields(values, setValues, problem);
  const slug = recipe?.slug ?? values.slug.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!recipe && taken.includes(slug)) {
      setSlugTaken(true);
      return;
    }
    const written: RecipeInputRow = {
      title: values.title.trim(),
      title_hi: values.title_hi.trim(),
      summary: values.summary.trim(),
      summary_hi: values.summary_hi.trim(),
      servings: typedNumber(values.servings),
      minutes: typedNumber(values.minutes),
      ingredients: ingredients.map((one) => ({
        name: one.name.trim(),
        name_hi: one.name_hi.trim(),
        quantity: typedNumber(one.quantity),
        unit: one.unit as RecipeInputRow['ingredients'][number]['unit'],
      })),
      steps: steps.map((one) => ({
        text: one.text.trim(),
        text_hi: one.text_hi.trim(),
        timer_seconds: one.timer_seconds.trim() === '' ? null : typedNumber(one.timer_seconds),
      })),
      position: typedNumber(values.position),
      published: values.published === 'yes',
      reason: values.reason.trim(),
    };
    const saved = await save({ slug, recipe: written });
    if ('data' in saved) onDone();
  };

  const heading = recipe
    ? t('opsConsole.festivals.recipe.editHeading', { title: recipe.title })
    : t('opsConsole.festivals.recipe.addHeading');
  return (
    <OpsForm heading={heading} onSubmit={submit}>
      {!recipe && (
        <NewAddressField
          label={t('opsConsole.festivals.recipe.slug')}
          hint={t('opsConsole.festivals.recipe.slugHint')}
          takenText={t('opsConsole.festivals.recipe.slugTaken')}
          field={field('slug')}
          taken={slugTaken}
          onTyping={() => setSlugTaken(false)}
        />
      )}
      <TitleSummaryFields field={field} summaryMaxLength={400} />
      <div className="ops-form__row">
        <TextField
          label={t(RECIPE_FIELD_LABELS.servings)}
          inputMode="numeric"
          required
          {...field('servings')}
        />
        <TextField
          label={t(RECIPE_FIELD_LABELS.minutes)}
          inputMode="numeric"
          required
          {...field('minutes')}
        />
      </div>
      <RowFields
        legend={t(RECIPE_FIELD_LABELS.ingredients)}
        rows={ingredients}
        onChange={setIngredients}
        blank={BLANK_INGREDIENT}
        max={MAX_INGREDIENTS}
        addLabel={t('opsConsole.festivals.recipe.addIngredient')}
        removeLabel={(place) => t('opsConsole.festivals.recipe.removeIngredient', { place })}
        problem={problem.of('ingredients')}
      >
        {(one, place, change) => (
          <>
            <div className="ops-form__row">
              <TextField
                label={t('opsConsole.festivals.recipe.ingredientName', { place })}
                maxLength={80}
                required
                value={one.name}
                onChange={(event) => change({ name: event.target.value })}
                error={problem.of(`ingredients.${place - 1}.name`)}
              />
              <TextField
                label={t('opsConsole.festivals.recipe.ingredientNameHi', { place })}
                lang="hi"
                maxLength={80}
                required
                value={one.name_hi}
                onChange={(event) => change({ name_hi: event.target.value })}
                error={problem.of(`ingredients.${place - 1}.name_hi`)}
              />
            </div>
            <div className="ops-form__row">
              <TextField
                label={t('opsConsole.festivals.recipe.quantity', { place })}
                inputMode="decimal"
                required
                value={one.quantity}
                onChange={(event) => change({ quantity: event.target.value })}
                error={problem.of(`ingredients.${place - 1}.quantity`)}
              />
              <Select
                label={t('opsConsole.festivals.recipe.unit', { place })}
                value={one.unit}
                onChange={(event) => change({ unit: event.target.value })}
                error={problem.of(`ingredients.${place - 1}.unit`)}
              >
                {RECIPE_UNITS.map((unit) => (
                  <option key={unit} value={unit}>
                    {t(UNIT_LABELS[unit])}
                  </option>
                ))}
              </Select>
            </div>
          </>
        )}
      </RowFields>
      <RowFields
        legend={t(RECIPE_FIELD_LABELS.steps)}
        rows={steps}
        onChange={setSteps}
        blank={BLANK_STEP}
        max={MAX_STEPS}
        addLabel={t('opsConsole.festivals.recipe.addStep')}
        removeLabel={(place) => t('opsConsole.festivals.recipe.removeStep', { place })}
        problem={problem.of('steps')}
      >
        {(one, place, change) => (
          <>
            <TextArea
              label={t('opsConsole.festivals.recipe.stepText', { place })}
              rows={2}
              maxLength={500}
              required
              value={one.text}
              onChange={(event) => change({ text: event.target.value })}
              error={problem.of(`steps.${place - 1}.text`)}
            />
            <TextArea
              label={t('opsConsole.festivals.recipe.stepTextHi', { place })}
              lang="hi"
              rows={2}
              maxLength={500}
              required
              value={one.text_hi}
              onChange={(event) => change({ text_hi: event.target.value })}
              error={problem.of(`steps.${place - 1}.text_hi`)}
            />
            <TextField
              label={t('opsConsole.festivals.recipe.timer', { place })}
              inputMode="numeric"
              value={one.timer_seconds}
              onChange={(event) => change({ timer_seconds: event.target.value })}
              error={problem.of(`steps.${place - 1}.timer_seconds`)}
            />
          </>
        )}
      </RowFields>
      <div className="ops-form__row">
        <TextField
          label={t(RECIPE_FIELD_LABELS.position)}
          hint={t('opsConsole.festivals.recipe.positionHint')}
          inputMode="numeric"
          {...field('position')}
        />
        <Select label={t(RECIPE_FIELD_LABELS.published)} {...field('published')}>
          <option value="yes">{t('opsConsole.festivals.recipe.publishedYes')}</option>
          <option value="no">{t('opsConsole.festivals.recipe.publishedNo')}</option>
        </Select>
      </div>
      <FormEnd
        reason={{ label: t('opsConsole.festivals.reason'), ...field('reason') }}
        problem={problem.whole}
        saveLabel={t('opsConsole.festivals.recipe.save')}
        saving={saving.isLoading}
        onCancel={onDone}
      />
    </OpsForm>
  );
}
