import type { LevelInfo } from '@yoga/shared';

export type LevelProgress =
  | { kind: 'none' }
  | { kind: 'all'; top: LevelInfo }
  | {
      kind: 'next';
      level: LevelInfo;
      /** Counted friends still needed to reach it. */
      remaining: number;
      /** The bar's value and end: friends counted so far out of the level's total. */
      value: number;
      max: number;
    };

/**
 * How far a member is from the next level's gift: the lowest level not reached yet, and how many
 * more counted friends it takes. The API says which levels are reached (a level reached stays
 * reached if a friend is later not counted), so that decides, not the count alone.
 */
export function levelProgress(levels: readonly LevelInfo[], counted: number): LevelProgress {
  const ordered = [...levels].sort((a, b) => a.level - b.level);
  const next = ordered.find((level) => !level.reached);
  if (next) {
    const value = Math.min(counted, next.referrals_needed);
    return {
      kind: 'next',
      level: next,
      remaining: Math.max(1, next.referrals_needed - counted),
      value,
      max: next.referrals_needed,
    };
  }
  const top = ordered.at(-1);
  return top ? { kind: 'all', top } : { kind: 'none' };
}
