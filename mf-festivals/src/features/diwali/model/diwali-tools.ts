import { isToolDone, type FestivalState, type FestivalTool } from '@yoga/shared/domain';

/** A tool the Diwali pages list: the campaign's tools, and Navratri's garba steps beside them. */
export type DiwaliTool = FestivalTool | 'garba';

/**
 * The Diwali tools that exist, in the order the landing lists them, and where each is: garba
 * opens at the step the member reached (`garbaStep`).
 */
export const DIWALI_TOOLS: readonly {
  tool: DiwaliTool;
  path: (event: string, garbaStep: number) => string;
}[] = [
  { tool: 'diya', path: () => '/Diwali/diya' },
  { tool: 'rangoli', path: () => '/Diwali/rangoli' },
  { tool: 'recipe', path: () => '/Diwali/recipes' },
  { tool: 'poster', path: () => '/Diwali/festiveposters' },
  { tool: 'pledge', path: (event) => `/promise?event=${encodeURIComponent(event)}` },
  { tool: 'promise-card', path: (event) => `/promise/download?event=${encodeURIComponent(event)}` },
  { tool: 'garba', path: (_event, garbaStep) => `/navratri/garbaTool/${garbaStep}` },
];

/** Whether the member has done `tool` for the Diwali campaign `event`. */
export const diwaliToolDone = (tool: DiwaliTool, festival: FestivalState, event: string) =>
  tool === 'garba'
    ? festival.festivalProgress.isCompleted
    : isToolDone(festival.completedTools, tool, event);

export type FestivalDay = 'before' | 'today' | 'after';

/** Where India's `today` falls against the festival's own day. */
export function festivalDay(today: string, festivalOn: string): FestivalDay {
  if (today < festivalOn) return 'before';
  return today === festivalOn ? 'today' : 'after';
}

/** Midnight in India at the start of `day` (India keeps +05:30 all year). */
export const indiaMidnight = (day: string) => Date.parse(`${day}T00:00:00+05:30`);
