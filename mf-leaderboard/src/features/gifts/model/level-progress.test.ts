import type { LevelInfo } from '@yoga/shared';
import { levelProgress } from './level-progress';

const level = (n: number, needed: number, reached: boolean): LevelInfo => ({
  level: n,
  referrals_needed: needed,
  gift_name: `Gift ${n}`,
  gift_name_hi: `उपहार ${n}`,
  reached,
  gift: null,
});

const levels = [level(2, 5, false), level(1, 3, true), level(3, 10, false)];

describe('levelProgress', () => {
  it('aims at the lowest level not reached, whatever order the API lists them in', () => {
    expect(levelProgress(levels, 3)).toEqual({
      kind: 'next',
      level: levels[0],
      remaining: 2,
      value: 3,
      max: 5,
    });
  });

  it('counts from zero before the first level', () => {
    const first = [level(1, 3, false), level(2, 5, false)];
    expect(levelProgress(first, 0)).toMatchObject({ remaining: 3, value: 0, max: 3 });
  });

  it('never says 0 more while the API has not yet marked the level reached', () => {
    expect(levelProgress([level(1, 3, false)], 4)).toMatchObject({
      kind: 'next',
      remaining: 1,
      value: 3,
      max: 3,
    });
  });

  it('says every level is reached, naming the top one', () => {
    const all = [level(1, 3, true), level(2, 5, true)];
    expect(levelProgress(all, 7)).toEqual({ kind: 'all', top: all[1] });
  });

  it('has nothing to aim at when the challenge has no levels', () => {
    expect(levelProgress([], 4)).toEqual({ kind: 'none' });
  });
});
