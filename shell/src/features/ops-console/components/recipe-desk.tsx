import { Badge, Button, Card, EmptyState, ErrorState, Spinner } from '@yoga/shared';
import type { ContentEventRow, OpsRecipe } from '@yoga/shared/schemas';
import { useState } from 'react';
import { useOpsRecipeEventsQuery, useOpsRecipesQuery } from '../api/ops-festival-endpoints';
import { ACTION_LABELS, RECIPE_FIELD_LABELS } from '../model/festival-labels';
import { useTitleText } from '../model/use-title-text';
import { useOpsConsoleT } from '../ops-console-catalogue';
import { ChangeLog, ChangeLogLines } from './change-log';
import { RecipeForm } from './recipe-form';

function RecipeLog({ slug }: { slug: string }) {
  const t = useOpsConsoleT();
  const read = useOpsRecipeEventsQuery(slug);
  return (
    <ChangeLogLines
      read={read}
      action={(change: ContentEventRow) => t(ACTION_LABELS[change.action])}
      fields={RECIPE_FIELD_LABELS}
    />
  );
}

function RecipeEntry({ recipe, taken }: { recipe: OpsRecipe; taken: readonly string[] }) {
  const t = useOpsConsoleT();
  const title = useTitleText()(recipe);
  const [editing, setEditing] = useState(false);
  return (
    <li className="ops-list__entry">
      <p>
        <strong>{title}</strong>{' '}
        <Badge tone={recipe.published ? 'success' : 'neutral'}>
          {t(
            recipe.published
              ? 'opsConsole.festivals.recipe.shown'
              : 'opsConsole.festivals.recipe.hidden',
          )}
        </Badge>
      </p>
      <p>
        {t('opsConsole.festivals.recipe.about', {
          path: `/Diwali/recipes/${recipe.slug}`,
          position: recipe.position,
        })}
      </p>
      <p>
        {t('opsConsole.festivals.recipe.size', {
          servings: recipe.servings,
          minutes: recipe.minutes,
          ingredients: recipe.ingredients.length,
          steps: recipe.steps.length,
        })}
      </p>
      {editing ? (
        <RecipeForm recipe={recipe} taken={taken} onDone={() => setEditing(false)} />
      ) : (
        <Button variant="secondary" onClick={() => setEditing(true)}>
          {t('opsConsole.festivals.recipe.edit', { title })}
        </Button>
      )}
      <ChangeLog summary={t('opsConsole.festivals.log.summary', { item: title })}>
        <RecipeLog slug={recipe.slug} />
      </ChangeLog>
    </li>
  );
}

/**
 * The content team's festive recipes (issue 28, decision 0036): every recipe, shown to members
 * or kept hidden, in its list's order; added and rewritten in both languages, each with its log.
 */
export function RecipeDesk() {
  const t = useOpsConsoleT();
  const [adding, setAdding] = useState(false);
  const read = useOpsRecipesQuery();
  const taken = read.data?.map((recipe) => recipe.slug) ?? [];
  let body;
  if (read.isLoading) body = <Spinner label={t('opsConsole.festivals.recipe.loading')} />;
  else if (!read.data) {
    body = (
      <ErrorState
        message={t('opsConsole.festivals.recipe.error')}
        onRetry={() => void read.refetch()}
      />
    );
  } else if (read.data.length === 0) {
    body = <EmptyState title={t('opsConsole.festivals.recipe.empty')} />;
  } else {
    body = (
      <ul className="ops-list">
        {read.data.map((recipe) => (
          <RecipeEntry key={recipe.slug} recipe={recipe} taken={taken} />
        ))}
      </ul>
    );
  }
  return (
    <Card heading={t('opsConsole.festivals.recipe.heading')}>
      <p>{t('opsConsole.festivals.recipe.intro')}</p>
      {adding ? (
        <RecipeForm taken={taken} onDone={() => setAdding(false)} />
      ) : (
        // Only once the list is read: until then a new slug cannot be told from one in use.
        read.data && (
          <Button onClick={() => setAdding(true)}>{t('opsConsole.festivals.recipe.add')}</Button>
        )
      )}
      {body}
    </Card>
  );
}
