import type { Queryable } from './database';
import { DatabaseUnavailable } from './database-unavailable';
import { DatabaseNotReachable, waitForDatabase } from './wait-for-database';

function dbFailing(times: number, error: Error = new DatabaseUnavailable('ECONNREFUSED')) {
  let calls = 0;
  const query = jest.fn(async () => {
    calls += 1;
    if (calls <= times) throw error;
    return [];
  });
  return { query, exec: jest.fn() } as unknown as Queryable & { query: jest.Mock };
}

const options = (lines: string[]) => ({
  waitMs: 10_000,
  intervalMs: 2000,
  log: (line: string) => lines.push(line),
  sleep: async () => undefined,
});

describe('waiting for the database at start', () => {
  it('tries again, saying why, until the database answers', async () => {
    const lines: string[] = [];
    const db = dbFailing(2);
    await waitForDatabase(db, options(lines));
    expect(db.query).toHaveBeenCalledTimes(3);
    expect(lines).toEqual([
      'Database not reachable (ECONNREFUSED); trying again in 2 s (attempt 1 of 6).',
      'Database not reachable (ECONNREFUSED); trying again in 2 s (attempt 2 of 6).',
      'Database reachable after 3 attempts.',
    ]);
  });

  it('gives up after the wait with a clear message', async () => {
    const lines: string[] = [];
    const attempt = waitForDatabase(dbFailing(100), options(lines));
    await expect(attempt).rejects.toThrow(DatabaseNotReachable);
    await expect(waitForDatabase(dbFailing(100), options([]))).rejects.toThrow(
      'the database did not answer within 10 s (ECONNREFUSED). Is it running, and is DATABASE_URL right?',
    );
    expect(lines).toHaveLength(5);
  });

  it('does not wait out an error that waiting cannot fix', async () => {
    const lines: string[] = [];
    const wrongPassword = Object.assign(new Error('password authentication failed'), {
      code: '28P01',
    });
    await expect(waitForDatabase(dbFailing(1, wrongPassword), options(lines))).rejects.toBe(
      wrongPassword,
    );
    expect(lines).toEqual([]);
  });
});
