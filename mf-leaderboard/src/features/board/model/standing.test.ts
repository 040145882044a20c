import type { Leaderboard } from '@yoga/shared';
import { isBoardVisibility, liveStanding, pinnedStanding } from './standing';

const board = (overrides: Partial<Leaderboard>): Leaderboard => ({
  challenge_id: 61,
  paid: false,
  end_date: '2026-12-04',
  locked: false,
  entries: [
    { rank: 1, name: 'Ravi K.', points: 120, me: false },
    { rank: 2, name: '******3210', points: 90, me: false },
  ],
  me: null,
  ...overrides,
});

describe('pinnedStanding', () => {
  it('pins the member’s place when the top 100 does not show them', () => {
    expect(pinnedStanding(board({ me: { rank: 240, points: 12 } }))).toEqual({
      rank: 240,
      points: 12,
    });
  });

  it('pins a hidden member too, whose rank may be unknown', () => {
    expect(pinnedStanding(board({ me: { rank: null, points: 0 } }))).toEqual({
      rank: null,
      points: 0,
    });
  });

  it('pins nothing when the list already shows the member, or they are not on this board', () => {
    const entries = [{ rank: 1, name: 'Asha V.', points: 120, me: true }];
    expect(pinnedStanding(board({ entries, me: { rank: 1, points: 120 } }))).toBeNull();
    expect(pinnedStanding(board({ me: null }))).toBeNull();
  });
});

describe('liveStanding', () => {
  it('shows the live figures when they answered', () => {
    expect(
      liveStanding({ data: { points: 42 }, isError: false }, { data: { rank: 7 }, isError: false }),
    ).toEqual({ points: 42, rank: 7 });
  });

  it('falls back to 0 points and no rank when the reads fail (spec section 8)', () => {
    expect(liveStanding({ isError: true }, { isError: true })).toEqual({ points: 0, rank: null });
  });

  it('knows neither while the reads are under way', () => {
    expect(liveStanding({ isError: false }, { isError: false })).toEqual({
      points: null,
      rank: null,
    });
  });
});

describe('isBoardVisibility', () => {
  it('accepts the three choices only', () => {
    expect(['name', 'phone', 'hidden', 'everyone'].filter(isBoardVisibility)).toEqual([
      'name',
      'phone',
      'hidden',
    ]);
  });
});
