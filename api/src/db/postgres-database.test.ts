import { openTestDatabase, STORE_KINDS, type TestDatabase } from '../testing/test-database';
import { PREPARED } from './postgres-database';

describe.each(STORE_KINDS)('statements marked PREPARED on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(() => t.close());

  const sum = `${PREPARED}SELECT coalesce(sum(x), 0)::int AS total FROM unnest($1::int[]) AS x`;
  const count = `${PREPARED}SELECT count(*)::int AS total FROM unnest($1::int[]) AS x`;

  it('answer for arrays of any length, again and again, on every connection', async () => {
    const runs = Array.from({ length: 30 }, (_, n) =>
      t.db.query<{ total: number }>(sum, [Array.from({ length: n }, (_, i) => i + 1)]),
    );
    const totals = (await Promise.all(runs)).map(([row]) => row?.total);
    expect(totals).toEqual(Array.from({ length: 30 }, (_, n) => (n * (n + 1)) / 2));
  });

  it('keep two texts apart (each has its own name)', async () => {
    const [[summed], [counted]] = await Promise.all([
      t.db.query<{ total: number }>(sum, [[5, 6]]),
      t.db.query<{ total: number }>(count, [[5, 6]]),
    ]);
    expect(summed?.total).toBe(11);
    expect(counted?.total).toBe(2);
  });

  it('work inside a transaction', async () => {
    const total = await t.db.transaction(async (tx) => {
      const [row] = await tx.query<{ total: number }>(sum, [[1, 2, 3]]);
      return row?.total;
    });
    expect(total).toBe(6);
  });
});
