import {
  MAX_SCORED_POINTS,
  boardMember,
  boardName,
  compareStandings,
  pointsOfScore,
  standingScore,
  type Standing,
} from './leaderboard-standing';

const at = (iso: string) => new Date(iso);

describe('the order of a leaderboard', () => {
  const standings: Standing[] = [
    { memberId: 4, points: 30, reachedAt: at('2026-11-22T02:00:00Z') },
    { memberId: 2, points: 50, reachedAt: at('2026-11-23T02:00:00Z') },
    { memberId: 3, points: 30, reachedAt: at('2026-11-21T02:00:00Z') },
    { memberId: 1, points: 30, reachedAt: at('2026-11-21T02:00:00Z') },
    { memberId: 5, points: 0, reachedAt: at('2026-11-20T00:00:00Z') },
  ];

  it('puts more points first, then the earlier arrival, then the lower id', () => {
    expect([...standings].sort(compareStandings).map((s) => s.memberId)).toEqual([2, 1, 3, 4, 5]);
  });

  it('gives scores that order the same way, to the second', () => {
    const byScore = [...standings].sort(
      (a, b) => standingScore(b.points, b.reachedAt) - standingScore(a.points, a.reachedAt),
    );
    // Members 3 and 1 share a score (the same second); Redis orders equal scores by member.
    expect(byScore.map((s) => s.memberId)).toEqual([2, 3, 1, 4, 5]);
    expect(standingScore(30, at('2026-11-21T02:00:00Z'))).toBe(
      standingScore(30, at('2026-11-21T02:00:00.999Z')),
    );
    expect(standingScore(30, at('2026-11-21T02:00:00Z'))).toBeGreaterThan(
      standingScore(30, at('2026-11-21T02:00:01Z')),
    );
    expect(standingScore(31, at('2099-01-01T00:00:00Z'))).toBeGreaterThan(
      standingScore(30, at('2020-01-01T00:00:00Z')),
    );
  });

  it('orders a tie within one second by lower id first when walked from the top, as Redis does', () => {
    // Redis walks equal scores from the top in reverse order of their names.
    const names = [12, 3, 100, 7].map((id) => ({ id, name: boardMember(id) }));
    const fromTop = names.sort((a, b) => (a.name < b.name ? 1 : -1)).map((m) => m.id);
    expect(fromTop).toEqual([3, 7, 12, 100]);
    expect(boardMember(1)).toHaveLength(10);
  });

  it('gives back the points a score holds', () => {
    expect(pointsOfScore(standingScore(0, at('2026-11-21T02:00:00Z')))).toBe(0);
    expect(pointsOfScore(standingScore(135, at('2026-11-21T02:00:00Z')))).toBe(135);
    expect(pointsOfScore(standingScore(MAX_SCORED_POINTS, at('2020-01-01T00:00:00Z')))).toBe(
      MAX_SCORED_POINTS,
    );
  });

  it('stays exact at the largest points it takes, and refuses beyond', () => {
    const top = standingScore(MAX_SCORED_POINTS, at('2020-01-01T00:00:00Z'));
    expect(Number.isSafeInteger(top)).toBe(true);
    expect(top - 1).toBe(standingScore(MAX_SCORED_POINTS, at('2020-01-01T00:00:01Z')));
    expect(() => standingScore(MAX_SCORED_POINTS + 1, at('2026-01-01T00:00:00Z'))).toThrow(
      RangeError,
    );
    expect(() => standingScore(-1, at('2026-01-01T00:00:00Z'))).toThrow(RangeError);
    expect(() => standingScore(1.5, at('2026-01-01T00:00:00Z'))).toThrow(RangeError);
    expect(() => standingScore(1, at('2019-12-31T23:59:59Z'))).toThrow(RangeError);
  });
});

describe('names on a public board', () => {
  it.each([
    ['Asha Verma', 'Asha V.'],
    ['  Meera   Lakshmi Iyer ', 'Meera I.'],
    ['Imran', 'Imran'],
    ['Śiva Ānand', 'Śiva Ā.'],
    ['आशा वर्मा', 'आशा व.'],
    // A conjunct is one grapheme: the initial is the whole "क्ष", never a dangling "क्".
    ['राम क्षत्रिय', 'राम क्ष.'],
  ])('shows %p as %p', (name, shown) => {
    expect(boardName({ name, phone: '+919876543210', showName: true })).toBe(shown);
  });

  it('shows only the last four digits of the phone for a member who hides their name', () => {
    expect(boardName({ name: 'Asha Verma', phone: '+919876543210', showName: false })).toBe(
      '******3210',
    );
    expect(boardName({ name: ' ', phone: '+971501234567', showName: true })).toBe('******4567');
  });
});
