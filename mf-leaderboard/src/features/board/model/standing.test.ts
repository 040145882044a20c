import type { Leaderboard } from '@yoga/shared';
import {
  boardOf,
  boardStanding,
  isBoardVisibility,
  liveStanding,
  withVisibility,
} from './standing';

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

describe('boardOf', () => {
  it('puts a member who paid (either flag) on the paid board, everyone else on the free one', () => {
    expect(boardOf({ is_paid: false, ispaymentdone: false })).toBe('free');
    expect(boardOf({ is_paid: true, ispaymentdone: false })).toBe('paid');
    expect(boardOf({ is_paid: false, ispaymentdone: true })).toBe('paid');
    expect(boardOf({ is_paid: true, ispaymentdone: true })).toBe('paid');
  });
});

describe('boardStanding', () => {
  const listed = [
    { rank: 1, name: 'Ravi K.', points: 120, me: false },
    { rank: 2, name: 'Asha V.', points: 90, me: true },
  ];

  it('leads to the member’s row when the top 100 lists it', () => {
    expect(
      boardStanding(board({ entries: listed, me: { rank: 2, points: 90 } }), 'free', 'free'),
    ).toEqual({ kind: 'listed', rank: 2, points: 90 });
  });

  it('takes the row the list shows even when the own place read says otherwise', () => {
    // The list and `me` are read a moment apart; the row on screen is what the member sees.
    expect(
      boardStanding(board({ entries: listed, me: { rank: 3, points: 95 } }), 'free', 'free'),
    ).toEqual({ kind: 'listed', rank: 2, points: 90 });
  });

  it('gives the place of a member below the top 100, or hidden from the public list', () => {
    expect(boardStanding(board({ me: { rank: 240, points: 12 } }), 'free', 'free')).toEqual({
      kind: 'unlisted',
      rank: 240,
      points: 12,
    });
    expect(
      boardStanding(board({ paid: true, me: { rank: 1, points: 45 } }), 'paid', 'paid'),
    ).toEqual({ kind: 'unlisted', rank: 1, points: 45 });
  });

  it('says a member on their own board has no place yet before anything counted', () => {
    expect(boardStanding(board({ me: { rank: null, points: 0 } }), 'free', 'free')).toEqual({
      kind: 'unranked',
    });
    expect(boardStanding(board({ me: null }), 'free', 'free')).toEqual({ kind: 'unranked' });
  });

  it('never gives a place on the other board, whatever its answer holds', () => {
    // The paid board answers a free member with rank null and 0 points: not a place of 0.
    expect(
      boardStanding(board({ paid: true, me: { rank: null, points: 0 } }), 'paid', 'free'),
    ).toEqual({ kind: 'elsewhere', theirs: 'free' });
    expect(
      boardStanding(board({ entries: [], me: { rank: null, points: 0 } }), 'free', 'paid'),
    ).toEqual({ kind: 'elsewhere', theirs: 'paid' });
    expect(boardStanding(board({ entries: listed, me: null }), 'paid', 'free')).toEqual({
      kind: 'elsewhere',
      theirs: 'free',
    });
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
