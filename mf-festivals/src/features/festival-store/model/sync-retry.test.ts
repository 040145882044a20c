import { retryDelayMs } from './sync-retry';

describe('retryDelayMs', () => {
  it('waits longer after each failure in a row, and never more than five minutes', () => {
    expect([0, 1, 2, 3, 4, 10, 100].map(retryDelayMs)).toEqual([
      5_000, 15_000, 45_000, 135_000, 300_000, 300_000, 300_000,
    ]);
  });
});
