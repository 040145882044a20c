import type { Leaderboard } from '@yoga/shared';
import { isBoardVisibility, liveStanding, pinnedStanding, withVisibility } from './standing';

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

describe('withVisibility', () => {
  const mine = { rank: 2, name: 'Asha V.', points: 1100, me: true };
  const shown = board({
    entries: [freeBoardEntry(1), mine, freeBoardEntry(3)],
    me: { rank: 2, points: 1100 },
  });

  it('takes the member’s line out when they hide', () => {
    expect(withVisibility(shown, 'hidden', '******3210').entries.map((e) => e.rank)).toEqual([
      1, 3,
    ]);
  });

  it('renames it, or puts it back at their rank, when they show themselves', () => {
    expect(withVisibility(shown, 'phone', '******3210').entries[1]).toEqual({
      ...mine,
      name: '******3210',
    });
    const hidden = withVisibility(shown, 'hidden', '');
    expect(withVisibility(hidden, 'name', 'Asha V.').entries).toEqual(shown.entries);
  });

  it('leaves a member below the top places, or not on the board, out of the list', () => {
    const below = board({ me: { rank: 240, points: 12 } });
    expect(withVisibility(below, 'name', 'Asha V.').entries).toEqual(below.entries);
    expect(withVisibility(board({ me: null }), 'name', 'Asha V.').entries).toHaveLength(2);
  });
});

function freeBoardEntry(rank: number) {
  return { rank, name: `Member ${rank}`, points: 1200 - rank, me: false };
}
