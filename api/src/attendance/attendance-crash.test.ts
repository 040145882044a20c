import { randomBytes } from 'node:crypto';
import { Agent } from 'node:http';
import { prepareSpike, type SpikeMember } from '../bench/attendance-spike';
import {
  killApiProcesses,
  openProcessStore,
  send,
  startApiProcess,
  type ProcessStore,
} from '../testing/api-process';
import { STORE_KINDS } from '../testing/test-database';

const MEMBERS = 1500;
/** The API is killed once this many marks were answered 200, with others still in flight. */
const KILL_AFTER = 250;
const CONCURRENCY = 32;

/**
 * Marks answered 200 are durable: the API process is killed with SIGKILL (no shutdown, no flush)
 * in the middle of a stream of concurrent marks, restarted on the same database, and every mark
 * it acknowledged is there, once. Marks that were in flight may or may not be: nobody was told
 * they counted.
 */
describe.each(STORE_KINDS)('attendance across a kill -9 of the API on %s', (kind) => {
  let store: ProcessStore | null = null;

  afterEach(async () => {
    await killApiProcesses();
    await store?.remove();
    store = null;
  });

  // Two API processes (one killed, one restarted on the same files), 1,500 members and their
  // marks: on two busy cores the embedded store's run passed 60 s.
  it('keeps every acknowledged mark, once', async () => {
    store = await openProcessStore(kind);
    const jwtSecret = randomBytes(32).toString('hex');
    const setup = await store.open();
    const members = await prepareSpike(setup, MEMBERS, jwtSecret);
    await setup.close();
    const env = { ...store.env, JWT_SECRET: jwtSecret };

    const running = await startApiProcess(env);
    const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    const acknowledged: SpikeMember[] = [];
    let unanswered = 0;
    let killed: Promise<void> | null = null;
    let next = 0;
    const mark = (member: SpikeMember) =>
      send(agent, `${running.base}/api/subscription/free-member/attendance/${member.slug}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
        body: '{}',
      });
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (!killed && next < members.length) {
          const member = members[next++]!;
          try {
            const answer = await mark(member);
            if (answer.status === 200) acknowledged.push(member);
            else throw new Error(`marking answered ${answer.status}: ${answer.body}`);
          } catch (error) {
            if (!killed) throw error;
            unanswered++;
          }
          // Killed from here, while the other workers' marks are on their way or being written.
          if (!killed && acknowledged.length >= KILL_AFTER) killed = running.kill();
        }
      }),
    );
    agent.destroy();
    expect(killed).not.toBeNull();
    await killed;
    expect(unanswered).toBeGreaterThan(0);

    const restarted = await startApiProcess(env);
    const reader = new Agent({ keepAlive: true, maxSockets: 8 });
    const totals = await Promise.all(
      acknowledged.map(async (member) => {
        const answer = await send(
          reader,
          `${restarted.base}/api/subscription/free-member/attendance/${member.slug}`,
          { headers: { authorization: `Bearer ${member.token}` } },
        );
        return answer.status === 200 ? JSON.parse(answer.body).total_attendance : answer.status;
      }),
    );
    reader.destroy();
    // Each acknowledged member's totals, read from the restarted API: one session each.
    expect(acknowledged.filter((_, index) => totals[index] !== 1)).toEqual([]);
    await restarted.stop();

    const check = await store.open();
    try {
      const rows = await check.query<{ slug: string; marks: number }>(
        `SELECT l.slug, count(*)::int AS marks
         FROM attendance a JOIN leads l ON l.id = a.lead_id
         WHERE l.slug = ANY($1::text[]) GROUP BY l.slug`,
        [members.map((member) => member.slug)],
      );
      const recorded = new Map(rows.map((row) => [row.slug, row.marks]));
      expect(acknowledged.filter((member) => recorded.get(member.slug) !== 1)).toEqual([]);
      expect(rows.filter((row) => row.marks !== 1)).toEqual([]);
    } finally {
      await check.close();
    }
  }, 180_000);
});
