import type { Queryable } from '../db/database';
import { createActiveChallengeCache } from './active-challenge-cache';

const row = {
  id: 61,
  title: 'Winter',
  countrycode: 'IN',
  totalregisteration: 10,
  start_date: '2026-11-18',
  end_date: '2026-12-01',
  timezone: 'Asia/Kolkata',
};

/** A clock the tests move by hand. */
let now = Date.parse('2026-11-20T04:30:00Z');
const clock = () => new Date(now);

function fakeDb(rows: unknown[]) {
  const query = jest.fn().mockResolvedValue(rows);
  return { db: { query, exec: jest.fn() } as unknown as Queryable, query };
}

describe('active challenge cache', () => {
  it('answers a burst of requests with one query per country', async () => {
    const { db, query } = fakeDb([row]);
    const { find } = createActiveChallengeCache(db, clock, 10_000);
    const answers = await Promise.all(Array.from({ length: 50 }, () => find('IN')));
    expect(answers.every((answer) => answer?.id === 61)).toBe(true);
    expect(query).toHaveBeenCalledTimes(1);
    await find('AE');
    expect(query).toHaveBeenCalledTimes(2);
  });

  it('remembers that a country has no challenge', async () => {
    const { db, query } = fakeDb([]);
    const { find } = createActiveChallengeCache(db, clock, 10_000);
    expect(await find('FR')).toBeNull();
    expect(await find('FR')).toBeNull();
    expect(query).toHaveBeenCalledTimes(1);
  });

  it('asks again once the entry is older than its time to live', async () => {
    const { db, query } = fakeDb([row]);
    const { find } = createActiveChallengeCache(db, clock, 30);
    await find('IN');
    now += 30;
    await find('IN');
    expect(query).toHaveBeenCalledTimes(1);
    now += 1;
    await find('IN');
    expect(query).toHaveBeenCalledTimes(2);
  });

  it('asks again right after an enrolment changed a count', async () => {
    const { db, query } = fakeDb([row]);
    const cache = createActiveChallengeCache(db, clock, 10_000);
    await cache.find('IN');
    cache.forgetAll();
    await cache.find('IN');
    expect(query).toHaveBeenCalledTimes(2);
  });

  it('answers the readers of a query in flight when an enrolment forgets it', async () => {
    let release: (rows: unknown[]) => void = () => undefined;
    const query = jest
      .fn()
      .mockImplementationOnce(() => new Promise((resolve) => (release = resolve)))
      .mockResolvedValue([{ ...row, totalregisteration: 11 }]);
    const cache = createActiveChallengeCache(
      { query, exec: jest.fn() } as unknown as Queryable,
      clock,
    );
    const waiting = Promise.all([cache.find('IN'), cache.find('IN')]);
    cache.forgetAll();
    const after = Promise.all([cache.find('IN'), cache.find('IN')]);
    release([row]);
    expect((await waiting).map((answer) => answer?.totalregisteration)).toEqual([10, 10]);
    expect((await after).map((answer) => answer?.totalregisteration)).toEqual([11, 11]);
    expect(query).toHaveBeenCalledTimes(2);
  });
});
