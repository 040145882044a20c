import { DEMO_CHALLENGES } from '../db/seed-demo-data';
import { bearer, signIn } from '../testing/sign-in';
import { STORE_KINDS, testAppFor } from '../testing/test-app';

/** Runs `work` in a loop on each of `clients` until `until`, collecting every status code. */
async function loop(clients: number, until: number, work: () => Promise<number>) {
  const statuses: number[] = [];
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (Date.now() < until) {
        statuses.push(await work());
        // Injected requests answered from memory never leave the microtask queue; a real client
        // waits on its socket, which is what lets the database's replies in.
        await new Promise((resolve) => setImmediate(resolve));
      }
    }),
  );
  return statuses;
}

/**
 * The standard every route that shares data meets: reads run while the same data is written, and
 * not one read fails because a write happened.
 */
describe.each(STORE_KINDS)('reads during writes on %s', (kind) => {
  const t = testAppFor(kind);

  it.each([
    ['active-challenge', '/api/subscription/free-member/active-challenge'],
    ['user-challenge', `/api/subscription/free-member/challenge/${DEMO_CHALLENGES.current}`],
  ])(
    'answers every %s read while members enrol (each enrolment writes that row)',
    async (_, readUrl) => {
      const members = await Promise.all(
        ['Asha', 'Bela', 'Chitra', 'Divya'].map((name) => signIn(t, `${name} Concurrent`)),
      );
      let next = 0;
      const until = Date.now() + 1500;
      const [writes, reads] = await Promise.all([
        loop(4, until, async () => {
          const member = members[next++ % members.length]!;
          const res = await t.app.inject({
            method: 'POST',
            url: '/api/user/free-member',
            headers: bearer(member.accessToken),
          });
          return res.statusCode;
        }),
        loop(4, until, async () => {
          const res = await t.app.inject(readUrl);
          return res.statusCode;
        }),
      ]);
      expect(writes.length).toBeGreaterThan(20);
      expect(reads.length).toBeGreaterThan(20);
      expect(writes.filter((status) => status !== 200)).toEqual([]);
      expect(reads.filter((status) => status !== 200)).toEqual([]);
    },
  );
});
