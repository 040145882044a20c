import { isWorthRetrying, retryDelayMs } from './sync-retry';

describe('retryDelayMs', () => {
  it('waits longer after each failure in a row, and never more than five minutes', () => {
    expect([0, 1, 2, 3, 4, 10, 100].map(retryDelayMs)).toEqual([
      5_000, 15_000, 45_000, 135_000, 300_000, 300_000, 300_000,
    ]);
  });
});

describe('isWorthRetrying', () => {
  it.each([
    [{ status: 'FETCH_ERROR', error: 'offline' }, true],
    [{ status: 'TIMEOUT_ERROR' }, true],
    [{ status: 503 }, true],
    [{ status: 500 }, true],
    [{ status: 429 }, true],
    [{ status: 408 }, true],
    [{ status: 401 }, false],
    [{ status: 400 }, false],
    [{ status: 403 }, false],
    [null, true],
  ])('%p: %p', (error, worth) => {
    expect(isWorthRetrying(error)).toBe(worth);
  });
});
