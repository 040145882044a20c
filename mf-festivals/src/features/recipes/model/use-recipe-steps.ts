import { useCallback, useEffect, useState } from 'react';

const key = (slug: string) => `festival.recipe.${slug}`;

function readDone(slug: string, total: number): Set<number> {
  try {
    const saved: unknown = JSON.parse(window.localStorage.getItem(key(slug)) ?? '[]');
    if (!Array.isArray(saved)) return new Set();
    return new Set(
      saved.filter((step): step is number => Number.isInteger(step) && step >= 0 && step < total),
    );
  } catch {
    return new Set();
  }
}

/**
 * The steps ticked done in a recipe, kept on this phone: a cook who locks the screen or reloads
 * mid-recipe finds their place again. Nothing of it leaves the phone.
 */
export function useRecipeSteps(slug: string, total: number) {
  const [done, setDone] = useState(() => readDone(slug, total));
  useEffect(() => {
    try {
      window.localStorage.setItem(key(slug), JSON.stringify([...done].sort((a, b) => a - b)));
    } catch {
      // Storage full or refused: the ticks still work for this visit.
    }
  }, [slug, done]);
  const toggle = useCallback(
    (step: number) =>
      setDone((before) => {
        const after = new Set(before);
        if (!after.delete(step)) after.add(step);
        return after;
      }),
    [],
  );
  const reset = useCallback(() => setDone(new Set()), []);
  return { done, toggle, reset };
}
