import { festivalVideoOf } from '@yoga/shared/domain';
import type { GarbaStep, Recipe } from '@yoga/shared/models';
import type { Database, Queryable } from '../db/database';
import { utcInstant } from '../db/sql-instant';
import type {
  ContentEventRow,
  GarbaStepInputRow,
  OpsGarbaStep,
  OpsRecipe,
  RecipeInputRow,
} from './content-schemas';
import type { OpsChange } from '../security/caller';

/** A garba step as stored: what ops wrote; its video is read from the link when it is answered. */
export type StoredGarbaStep = Omit<OpsGarbaStep, 'video'>;

type ContentKind = 'recipe' | 'garba-step';

/** What a PUT did: the item as it now is, and whether it was new. */
export interface ContentPut<Item> {
  item: Item;
  created: boolean;
}

/** The recipe as members read it. */
export function recipeWire(recipe: OpsRecipe): Recipe {
  const { position: _position, published: _published, ...wire } = recipe;
  return wire;
}

/** The step as ops read it: what they wrote, and the video members are shown. */
export function opsGarbaStepWire(stored: StoredGarbaStep): OpsGarbaStep {
  return {
    ...stored,
    video: stored.video_url === null ? null : festivalVideoOf(stored.video_url),
  };
}

/** The step as members read it: its video, not the link it was read from. */
export function garbaStepWire(stored: StoredGarbaStep): GarbaStep {
  const { video_url: _link, ...wire } = opsGarbaStepWire(stored);
  return wire;
}

type RecipeContent = Omit<RecipeInputRow, 'reason' | 'position' | 'published'>;

interface RecipeRow {
  slug: string;
  position: number;
  published: boolean;
  body: RecipeContent;
}

const RECIPE_COLUMNS = 'slug, position, published, body';

const storedRecipe = ({ slug, position, published, body }: RecipeRow): OpsRecipe => ({
  slug,
  ...body,
  position,
  published,
});

/** Every recipe, published or not, by position then slug (byte order, the same on both stores). */
export async function allRecipes(db: Queryable): Promise<OpsRecipe[]> {
  const rows = await db.query<RecipeRow>(
    `SELECT ${RECIPE_COLUMNS} FROM recipes ORDER BY position, slug COLLATE "C"`,
  );
  return rows.map(storedRecipe);
}

export async function publishedRecipes(db: Queryable): Promise<OpsRecipe[]> {
  const rows = await db.query<RecipeRow>(
    `SELECT ${RECIPE_COLUMNS} FROM recipes WHERE published ORDER BY position, slug COLLATE "C"`,
  );
  return rows.map(storedRecipe);
}

type GarbaStepContent = Omit<GarbaStepInputRow, 'reason'>;

interface GarbaStepRow {
  step: number;
  body: GarbaStepContent;
}

const storedGarbaStep = ({ step, body }: GarbaStepRow): StoredGarbaStep => ({ step, ...body });

export async function garbaSteps(db: Queryable): Promise<StoredGarbaStep[]> {
  const rows = await db.query<GarbaStepRow>(`SELECT step, body FROM garba_steps ORDER BY step`);
  return rows.map(storedGarbaStep);
}

/** How one kind of item is read with its row locked, created and replaced. */
interface ItemWrites<Item> {
  locked(tx: Queryable): Promise<Item | null>;
  /** Null when it was not created: another write created it first, or it may not be created. */
  created(tx: Queryable): Promise<Item | null>;
  replaced(tx: Queryable): Promise<Item | null>;
}

/**
 * Creates or replaces an item and logs it in the same transaction. Two PUTs of one item at once
 * both land, one after the other: the second waits for the first's row (its lock, or its insert
 * of the same key) and then replaces what the first wrote. Null when the item may not be created.
 */
async function putItem<Item extends object>(
  db: Database,
  kind: ContentKind,
  key: string,
  who: OpsChange,
  writes: ItemWrites<Item>,
): Promise<ContentPut<Item> | null> {
  return db.transaction(async (tx) => {
    let before = await writes.locked(tx);
    if (!before) {
      const created = await writes.created(tx);
      if (created) {
        await audit(tx, kind, key, 'created', who, null, created);
        return { item: created, created: true };
      }
      before = await writes.locked(tx);
      if (!before) return null;
    }
    const after = await writes.replaced(tx);
    if (!after) throw new Error(`${kind} ${key} vanished inside its own transaction`);
    await audit(tx, kind, key, 'edited', who, before, after);
    return { item: after, created: false };
  });
}

async function audit(
  tx: Queryable,
  kind: ContentKind,
  key: string,
  action: ContentEventRow['action'],
  { actor, reason }: OpsChange,
  before: object | null,
  after: object,
): Promise<void> {
  await tx.query(
    `INSERT INTO festival_content_events (kind, key, action, actor, reason, before, after)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)`,
    [
      kind,
      key,
      action,
      actor,
      reason,
      before ? JSON.stringify(before) : null,
      JSON.stringify(after),
    ],
  );
}

/** Creates the recipe, or replaces the one with this slug. */
export async function putRecipe(
  db: Database,
  slug: string,
  input: RecipeInputRow,
  actor: string,
): Promise<ContentPut<OpsRecipe>> {
  const { reason, position, published, ...content } = input;
  const values = [slug, position, published, JSON.stringify(content satisfies RecipeContent)];
  const one = async (tx: Queryable, sql: string, params: unknown[] = [slug]) => {
    const [row] = await tx.query<RecipeRow>(sql, params);
    return row ? storedRecipe(row) : null;
  };
  const put = await putItem(
    db,
    'recipe',
    slug,
    { actor, reason },
    {
      locked: (tx) => one(tx, `SELECT ${RECIPE_COLUMNS} FROM recipes WHERE slug = $1 FOR UPDATE`),
      created: (tx) =>
        one(
          tx,
          `INSERT INTO recipes (slug, position, published, body) VALUES ($1, $2, $3, $4::jsonb)
         ON CONFLICT (slug) DO NOTHING RETURNING ${RECIPE_COLUMNS}`,
          values,
        ),
      replaced: (tx) =>
        one(
          tx,
          `UPDATE recipes SET position = $2, published = $3, body = $4::jsonb, updated_at = now()
         WHERE slug = $1 RETURNING ${RECIPE_COLUMNS}`,
          values,
        ),
    },
  );
  // Null is for an item that may not be created; any recipe may.
  if (!put) throw new Error(`recipe ${slug} was neither created nor there to replace`);
  return put;
}

/**
 * Creates the step, or replaces it. Null when it is new and would leave a gap: a new step is at
 * most one past the last, so the steps are always 1, 2, 3… (none is ever deleted).
 */
export function putGarbaStep(
  db: Database,
  step: number,
  input: GarbaStepInputRow,
  actor: string,
): Promise<ContentPut<StoredGarbaStep> | null> {
  const { reason, ...content } = input;
  const values = [step, JSON.stringify(content satisfies GarbaStepContent)];
  const one = async (tx: Queryable, sql: string, params: unknown[] = [step]) => {
    const [row] = await tx.query<GarbaStepRow>(sql, params);
    return row ? storedGarbaStep(row) : null;
  };
  return putItem(
    db,
    'garba-step',
    String(step),
    { actor, reason },
    {
      locked: (tx) => one(tx, `SELECT step, body FROM garba_steps WHERE step = $1 FOR UPDATE`),
      created: (tx) =>
        one(
          tx,
          `INSERT INTO garba_steps (step, body)
         SELECT $1::int, $2::jsonb
         WHERE $1::int <= (SELECT coalesce(max(step), 0) + 1 FROM garba_steps)
         ON CONFLICT (step) DO NOTHING RETURNING step, body`,
          values,
        ),
      replaced: (tx) =>
        one(
          tx,
          `UPDATE garba_steps SET body = $2::jsonb, updated_at = now() WHERE step = $1
         RETURNING step, body`,
          values,
        ),
    },
  );
}

async function contentEvents(
  db: Queryable,
  kind: ContentKind,
  key: string,
): Promise<ContentEventRow[]> {
  return db.query<ContentEventRow>(
    `SELECT action, actor, reason, ${utcInstant('at')} AS at, before, after
     FROM festival_content_events WHERE kind = $1 AND key = $2 ORDER BY id`,
    [kind, key],
  );
}

export const recipeEvents = (db: Queryable, slug: string) => contentEvents(db, 'recipe', slug);

export const garbaStepEvents = (db: Queryable, step: number) =>
  contentEvents(db, 'garba-step', String(step));
