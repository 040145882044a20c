import { useCallback, useEffect, useState } from 'react';

const key = (cooking: string) => `festival.recipe.${cooking}`;

function readDone(cooking: string, total: number): Set<number> {
  try {
    const saved: unknown = JSON.parse(window.localStorage.getItem(key(cooking)) ?? '[]');
    if (!Array.isArray(saved)) return new Set();
    return new Set(
      saved.filter((step): step is number => Number.isInteger(step) && step >= 0 && step < total),
    );
  } catch {
    return new Set();
  }
}

/**
 * The steps ticked done in one cooking of a recipe (`cooking`: the campaign and the recipe, so
 * last festival's ticks are not this one's), kept on this phone: a cook who locks the screen or
 * reloads mid-recipe finds their place again. Nothing of it leaves the phone. `onFinished` is
 * told when a tick completes the recipe, not when a finished one is opened again.
 */
export function useRecipeSteps(cooking: string, total: number, onFinished: () => void) {
  const [done, setDone] = useState(() => readDone(cooking, total));
  useEffect(() => {
    try {
      window.localStorage.setItem(key(cooking), JSON.stringify([...done].sort((a, b) => a - b)));
    } catch {
      // Storage full or refused: the ticks still work for this visit.
    }
  }, [cooking, done]);
  const toggle = useCallback(
    (step: number) => {
      const after = new Set(done);
      if (!after.delete(step)) after.add(step);
      setDone(after);
      if (after.size === total && done.size < total) onFinished();
    },
    [done, total, onFinished],
  );
  const reset = useCallback(() => setDone(new Set()), []);
  return { done, toggle, reset };
}
