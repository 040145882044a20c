import type { Point, Symmetry } from './symmetry';

/** One line the member drew (or a pattern placed), repeated `folds` times around the centre. */
export interface Stroke {
  colour: string;
  /** The brush's width, in units of the canvas's side. */
  width: number;
  folds: Symmetry;
  points: readonly Point[];
}

/** The drawing and its undo and redo: each step is the whole drawing, sharing its strokes. */
export interface RangoliHistory {
  past: readonly (readonly Stroke[])[];
  present: readonly Stroke[];
  future: readonly (readonly Stroke[])[];
}

/** How many steps undo reaches back: enough for a session, bounded on a small phone. */
export const UNDO_DEPTH = 60;

export const EMPTY_RANGOLI: RangoliHistory = { past: [], present: [], future: [] };

const step = (history: RangoliHistory, present: readonly Stroke[]): RangoliHistory => ({
  past: [...history.past, history.present].slice(-UNDO_DEPTH),
  present,
  future: [],
});

/** A stroke drawn, or a pattern's strokes placed together (one undo takes them all away). */
export function added(history: RangoliHistory, strokes: readonly Stroke[]): RangoliHistory {
  return strokes.length === 0 ? history : step(history, [...history.present, ...strokes]);
}

/** The drawing wiped; undo brings it back. An empty drawing stays as it is. */
export const cleared = (history: RangoliHistory): RangoliHistory =>
  history.present.length === 0 ? history : step(history, []);

export function undone(history: RangoliHistory): RangoliHistory {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
  };
}

export function redone(history: RangoliHistory): RangoliHistory {
  const [next, ...later] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future: later };
}
