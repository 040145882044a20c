/**
 * Spec section 3's festival store: the festive habits a member keeps (each habit's days done),
 * the festival tools they have completed, and their place in a step-by-step tool. A visitor keeps
 * it on the device; a member's is also kept by the server, and the two are merged, never one
 * thrown away for the other (docs/decisions/0035).
 */
export interface FestivalState {
  /** Each habit's days done, India's calendar days (`YYYY-MM-DD`), oldest first, each once. */
  habits: Record<string, string[]>;
  /** The tools completed, by id, in the order first completed. */
  completedTools: string[];
  festivalProgress: { currentStep: number; isCompleted: boolean };
}

export const EMPTY_FESTIVAL_STATE: FestivalState = {
  habits: {},
  completedTools: [],
  festivalProgress: { currentStep: 0, isCompleted: false },
};

/**
 * The festival tools that mark themselves done, per campaign: part 1's (issue 23) and the Diwali
 * tools of part 2 (issue 24). Garba is done when its steps are (`festivalProgress.isCompleted`).
 */
export const FESTIVAL_TOOLS = [
  'poster',
  'pledge',
  'promise-card',
  'diya',
  'rangoli',
  'recipe',
] as const;

export type FestivalTool = (typeof FESTIVAL_TOOLS)[number];

/** A campaign's tool as `completedTools` names it: `poster-diwali-2026`. */
export const festivalToolId = (tool: FestivalTool, event: string) => `${tool}-${event}`;

/** Whether the member has done `tool` for the campaign `event` (the festival store's ticks). */
export const isToolDone = (completedTools: readonly string[], tool: FestivalTool, event: string) =>
  completedTools.includes(festivalToolId(tool, event));

const unique = <T>(values: readonly T[]) => [...new Set(values)];

/**
 * Two devices' (or a device's and the server's) progress as one: every habit day and every tool
 * either has, the furthest step either reached, completed if either completed. Order and
 * duplicates never matter, so merging is the same whichever side is first and however often it
 * runs.
 */
export function mergeFestivalState(a: FestivalState, b: FestivalState): FestivalState {
  const habits: Record<string, string[]> = {};
  for (const name of unique([...Object.keys(a.habits), ...Object.keys(b.habits)]).sort()) {
    habits[name] = unique([...(a.habits[name] ?? []), ...(b.habits[name] ?? [])]).sort();
  }
  return {
    habits,
    completedTools: unique([...a.completedTools, ...b.completedTools]).sort(),
    festivalProgress: {
      currentStep: Math.max(a.festivalProgress.currentStep, b.festivalProgress.currentStep),
      isCompleted: a.festivalProgress.isCompleted || b.festivalProgress.isCompleted,
    },
  };
}
