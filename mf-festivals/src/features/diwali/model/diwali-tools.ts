import type { FestivalTool } from '@yoga/shared/domain';

/** The Diwali tools that exist, in the order the landing lists them, and where each is. */
export const DIWALI_TOOLS: readonly { tool: FestivalTool; path: (event: string) => string }[] = [
  { tool: 'poster', path: () => '/Diwali/festiveposters' },
  { tool: 'pledge', path: (event) => `/promise?event=${encodeURIComponent(event)}` },
  { tool: 'promise-card', path: (event) => `/promise/download?event=${encodeURIComponent(event)}` },
];

export type FestivalDay = 'before' | 'today' | 'after';

/** Where India's `today` falls against the festival's own day. */
export function festivalDay(today: string, festivalOn: string): FestivalDay {
  if (today < festivalOn) return 'before';
  return today === festivalOn ? 'today' : 'after';
}

/** Midnight in India at the start of `day` (India keeps +05:30 all year). */
export const indiaMidnight = (day: string) => Date.parse(`${day}T00:00:00+05:30`);
