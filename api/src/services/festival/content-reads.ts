import { createTtlCache } from '../../cache/ttl-cache';
import type { Database } from '../../db/database';
import {
  garbaSteps,
  garbaStepWire,
  publishedRecipes,
  recipeWire,
} from '../../festival/content-repository';

/**
 * A festival's tools are opened by many members in the same evening; a few seconds behind ops'
 * edits is still the recipe, and one query serves them all. Ops' writes forget this process's
 * copies at once.
 */
const CONTENT_READ_TTL_MS = 5_000;

/** One list, kept a few seconds. */
function keptList<T extends object>(clock: () => Date, load: () => Promise<T[]>) {
  const cache = createTtlCache<'all', T[]>(clock, {
    max: 1,
    ttl: CONTENT_READ_TTL_MS,
    fetchMethod: load,
  });
  return { read: async () => (await cache.fetch('all')) ?? [], forget: () => cache.clear() };
}

export type ContentReads = ReturnType<typeof createContentReads>;

/** The public reads of the festival tools' content, as members read it. */
export function createContentReads(db: Database, clock: () => Date) {
  const recipes = keptList(clock, async () => (await publishedRecipes(db)).map(recipeWire));
  const steps = keptList(clock, async () => (await garbaSteps(db)).map(garbaStepWire));
  return {
    recipes: recipes.read,
    garbaSteps: steps.read,
    /** After an ops write: this process reads afresh. */
    forget: () => {
      recipes.forget();
      steps.forget();
    },
  };
}
