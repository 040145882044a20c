import { randomUUID } from 'node:crypto';
import { compareStandings, type Standing } from '@yoga/shared/domain';
import { openRedis, type RedisHandle } from '../cache/redis';
import { DEMO_CHALLENGES, seedDemoData } from '../demo/seed-demo-data';
import { STORE_KINDS, openTestDatabase, type TestDatabase } from '../testing/test-database';
import { databaseRanks, membersAbove, redisRanks, type BoardRanks } from './board-ranks';
import { epochMs } from './game-facts';
import { refreshStandings } from './standings-store';

const BOARD = { challengeId: DEMO_CHALLENGES.current, paid: false };
/** These tests read ranks once each; the counts' caching is no part of them. */
const now = () => new Date();

/** The oracle: every standing of the board sorted by the shared rule, in memory. */
async function expectedRanks(database: TestDatabase): Promise<Map<number, number>> {
  const rows = await database.db.query<{ lead_id: number; points: number; reached_ms: number }>(
    `SELECT lead_id, points, ${epochMs('reached_at')} AS reached_ms FROM standings
     WHERE challenge_id = $1 AND paid = false`,
    [BOARD.challengeId],
  );
  const standings: Standing[] = rows.map((row) => ({
    memberId: row.lead_id,
    points: row.points,
    reachedAt: new Date(row.reached_ms),
  }));
  return new Map(standings.sort(compareStandings).map((s, index) => [s.memberId, index + 1]));
}

async function ranksOf(ranks: BoardRanks, ids: number[]): Promise<Map<number, number | null>> {
  const answers = new Map<number, number | null>();
  for (const id of ids) answers.set(id, await ranks.rank(BOARD, id));
  return answers;
}

describe('members above a score', () => {
  const above = membersAbove([
    { points: 10, members: 5 },
    { points: 30, members: 2 },
    { points: 20, members: 3 },
  ]);
  it.each([
    [40, 0],
    [30, 0],
    [25, 2],
    [20, 2],
    [15, 5],
    [10, 5],
    [0, 10],
  ])('above %i points: %i members', (points, expected) => {
    expect(above(points)).toBe(expected);
  });

  it('is nobody on an empty board', () => {
    expect(membersAbove([])(10)).toBe(0);
  });
});

describe.each(STORE_KINDS)('ranks on %s', (kind) => {
  let database: TestDatabase;
  let redis: RedisHandle | null = null;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await seedDemoData(database.db, { crowdSize: 1500 });
    // Ties to the second: twenty members reach 20 points in the same second.
    await database.db.query(
      `UPDATE standings SET points = 20, reached_at = '2026-11-21T01:00:00Z'
       WHERE challenge_id = $1 AND lead_id IN (
         SELECT lead_id FROM standings WHERE challenge_id = $1 ORDER BY lead_id DESC LIMIT 20)`,
      [BOARD.challengeId],
    );
    await database.db.query('DELETE FROM standing_counts');
    await database.db.query(
      `INSERT INTO standing_counts (challenge_id, paid, points, members)
       SELECT challenge_id, paid, points, count(*) FROM standings GROUP BY 1, 2, 3`,
    );
    if (process.env.REDIS_URL) redis = openRedis(process.env.REDIS_URL);
  });
  afterAll(async () => {
    await redis?.close();
    await database.close();
  });

  it('gives every member of a board the rank the shared order gives, from the database alone', async () => {
    const expected = await expectedRanks(database);
    expect(expected.size).toBeGreaterThan(300);
    const answered = await ranksOf(databaseRanks(database.db, now), [...expected.keys()]);
    expect(answered).toEqual(expected);
  });

  it('gives the same ranks and points from Redis, rebuilt from the database, and after changes', async () => {
    if (!redis) return;
    const ranks = redisRanks(database.db, redis.client, {
      clock: now,
      keyPrefix: `test-${randomUUID()}`,
    });
    try {
      await ranks.ensureBoards();
      let expected = await expectedRanks(database);
      expect(await ranksOf(ranks, [...expected.keys()])).toEqual(expected);

      // A member with no points goes to the top: attend every session of days 1 to 3.
      const [newcomer] = await database.db.query<{ id: number }>(
        `SELECT id FROM leads WHERE active_challenge_id = $1
           AND id NOT IN (SELECT lead_id FROM standings) LIMIT 1`,
        [BOARD.challengeId],
      );
      if (!newcomer) throw new Error('the demo crowd has a member without points');
      await database.db.query(
        `INSERT INTO attendance (lead_id, session_id, source)
         SELECT $1, id, 'ops' FROM live_sessions WHERE challenge_id = $2 AND day <= 5`,
        [newcomer.id, BOARD.challengeId],
      );
      await ranks.apply(await refreshStandings(database.db, [newcomer.id], new Date()));
      expected = await expectedRanks(database);
      expect(expected.get(newcomer.id)).toBe(1);
      expect(await ranksOf(ranks, [...expected.keys()])).toEqual(expected);
      expect(await ranks.points(BOARD, newcomer.id)).toBe(50);
      expect(await ranksOf(databaseRanks(database.db, now), [...expected.keys()])).toEqual(
        expected,
      );
    } finally {
      ranks.close();
    }
  });

  it('recomputes the seeded standings to the same values (the seed follows the points rule)', async () => {
    const sample = await database.db.query<{ lead_id: number }>(
      `SELECT lead_id FROM standings WHERE challenge_id = $1 AND points <> 20
       ORDER BY lead_id LIMIT 50`,
      [BOARD.challengeId],
    );
    const changes = await refreshStandings(
      database.db,
      sample.map((row) => row.lead_id),
      new Date(),
    );
    expect(changes).toEqual([]);
  });
});
