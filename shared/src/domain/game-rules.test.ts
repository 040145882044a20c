import {
  DEFAULT_GAME_RULES,
  boardLocked,
  gameStanding,
  guessWinners,
  levelsReached,
  nextLevel,
  referralHeld,
  REFERRAL_BURST_LIMIT,
} from './game-rules';

const at = (iso: string) => new Date(iso);

describe('a member’s points', () => {
  it('is nothing, and off the board, before anything counts', () => {
    expect(gameStanding(DEFAULT_GAME_RULES, { dayFirstMarks: [], referralsCountedAt: [] })).toBe(
      null,
    );
  });

  it('pays per day attended and per counted referral, reached at the last of them', () => {
    expect(
      gameStanding(DEFAULT_GAME_RULES, {
        dayFirstMarks: [at('2026-11-20T01:05:00Z'), at('2026-11-21T01:06:00Z')],
        referralsCountedAt: [at('2026-11-20T13:00:00.750Z')],
      }),
    ).toEqual({
      points: 25,
      attendedDays: 2,
      countedReferrals: 1,
      reachedAt: at('2026-11-21T01:06:00Z'),
    });
  });

  it('follows the challenge’s own table', () => {
    const standing = gameStanding(
      { points_per_day: 3, points_per_referral: 50, voucher_min_days: 7 },
      {
        dayFirstMarks: [at('2026-11-20T01:05:00Z')],
        referralsCountedAt: [at('2026-11-20T02:00:00Z')],
      },
    );
    expect(standing?.points).toBe(53);
  });

  it('cuts the time to the second, as a Redis score is', () => {
    const standing = gameStanding(DEFAULT_GAME_RULES, {
      dayFirstMarks: [at('2026-11-20T01:05:09.999Z')],
      referralsCountedAt: [],
    });
    expect(standing?.reachedAt).toEqual(at('2026-11-20T01:05:09Z'));
  });
});

describe('the board lock', () => {
  const india = { end_date: '2026-12-03', timezone: 'Asia/Kolkata' };
  it.each([
    ['the last minute of the end date in India', '2026-12-03T23:59:00+05:30', false],
    ['midnight after it in India (still the 3rd in UTC)', '2026-12-04T00:00:00+05:30', true],
    ['a member in Los Angeles on the evening of the 3rd', '2026-12-03T19:00:00-08:00', true],
    ['the first day of the challenge', '2026-11-20T06:00:00+05:30', false],
  ])('%s: locked %s', (_case, now, locked) => {
    expect(boardLocked(india, at(now))).toBe(locked);
  });

  it('locks a UAE board on the UAE calendar', () => {
    const uae = { end_date: '2026-12-03', timezone: 'Asia/Dubai' };
    // 23:30 on the 3rd in Dubai is already the 4th in India.
    expect(boardLocked(uae, at('2026-12-03T23:30:00+04:00'))).toBe(false);
    expect(boardLocked(india, at('2026-12-03T23:30:00+04:00'))).toBe(true);
  });
});

describe('levels', () => {
  const levels = [
    { level: 3, referrals_needed: 5 },
    { level: 1, referrals_needed: 1 },
    { level: 4, referrals_needed: 10 },
    { level: 2, referrals_needed: 3 },
  ];
  it.each([
    [0, [], 1],
    [1, [1], 2],
    [2, [1], 2],
    [3, [1, 2], 3],
    [9, [1, 2, 3], 4],
    [10, [1, 2, 3, 4], null],
    [25, [1, 2, 3, 4], null],
  ])('with %i counted referrals reaches %j, next %p', (counted, reached, next) => {
    expect(levelsReached(levels, counted).map((l) => l.level)).toEqual(reached);
    expect(nextLevel(levels, counted)?.level ?? null).toBe(next);
  });

  it('has no next level when the challenge has none', () => {
    expect(nextLevel([], 3)).toBeNull();
    expect(levelsReached([], 3)).toEqual([]);
  });
});

describe('guess & win', () => {
  const guess = (memberId: number, value: number, iso = '2026-11-20T00:00:00Z') => ({
    memberId,
    guess: value,
    guessedAt: at(iso),
  });

  it('pays the three closest, above or below', () => {
    const winners = guessWinners(
      [guess(1, 100), guess(2, 1_020), guess(3, 990), guess(4, 2_000), guess(5, 1_000)],
      1_000,
    );
    expect(winners.map((w) => w.memberId)).toEqual([5, 3, 2]);
  });

  it('gives a tie to the earlier guess, then the lower member id', () => {
    const winners = guessWinners(
      [
        guess(7, 1_010, '2026-11-20T00:05:00Z'),
        guess(8, 990, '2026-11-20T00:01:00Z'),
        guess(2, 1_010, '2026-11-20T00:05:00Z'),
        guess(9, 1_000, '2026-11-20T00:09:00Z'),
      ],
      1_000,
    );
    expect(winners.map((w) => w.memberId)).toEqual([9, 8, 2]);
  });

  it('pays fewer when fewer guessed, and nobody when nobody did', () => {
    expect(guessWinners([guess(1, 5)], 1_000)).toHaveLength(1);
    expect(guessWinners([], 1_000)).toEqual([]);
  });
});

describe('the review hold on referred sign-ups', () => {
  it('lets a family through and holds a burst, from one device or one network', () => {
    expect(referralHeld({ fromDevice: 0, fromNetwork: 0 })).toBe(false);
    expect(referralHeld({ fromDevice: REFERRAL_BURST_LIMIT - 1, fromNetwork: 2 })).toBe(false);
    expect(referralHeld({ fromDevice: REFERRAL_BURST_LIMIT, fromNetwork: 0 })).toBe(true);
    expect(referralHeld({ fromDevice: 0, fromNetwork: REFERRAL_BURST_LIMIT })).toBe(true);
  });

  it('holds at the limit ops set instead, when they set one', () => {
    expect(referralHeld({ fromDevice: 0, fromNetwork: 9 }, 10)).toBe(false);
    expect(referralHeld({ fromDevice: 10, fromNetwork: 0 }, 10)).toBe(true);
    expect(referralHeld({ fromDevice: 1, fromNetwork: 1 }, 1)).toBe(true);
  });
});
