import { calendarDateIn } from '@yoga/shared/domain';
import { signIn, signInEnrolled, type TestSession, headersOf } from '../../testing/sign-in';
import { testAppFor } from '../../testing/test-app';
import { STORE_KINDS } from '../../testing/test-database';

/*
 * Issue 27, spec section 7's `free-member/is-feedback-submitted?memberId=` (the member or ops)
 * and `free-member/feedback` (ops: a challenge's feedback with its summary), decision 0043.
 */

/** Challenges of the test's own, in a country no other challenge is in. */
const CHALLENGE = 9431;
const QUIET_CHALLENGE = 9432;

describe.each(STORE_KINDS)('feedback read in the user service on %s', (kind) => {
  const t = testAppFor(kind);
  const today = () => calendarDateIn('Asia/Kolkata', t.clock.now());

  const get = (url: string, who: TestSession | 'ops' | null) =>
    t.app.inject({ url: `/api/user${url}`, headers: headersOf(who) });
  const submitted = (memberId: number | string, who: TestSession | 'ops' | null) =>
    get(`/free-member/is-feedback-submitted?memberId=${memberId}`, who);
  const give = (who: TestSession, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/lead/lead/feedback',
      headers: headersOf(who),
      payload,
    });

  beforeAll(async () => {
    for (const id of [CHALLENGE, QUIET_CHALLENGE]) {
      await t.db.query(
        `INSERT INTO challenges (id, title, countrycode, timezone, start_date, end_date,
           feedback_start_date, payment_start_date)
         VALUES ($1, 'Asked challenge', 'BT', 'Asia/Kolkata', $2::date - 12, $2::date + 1,
           $2::date - 1, $2::date + 2)`,
        [id, today()],
      );
    }
  });

  describe('free-member/is-feedback-submitted', () => {
    it('tells the member, and ops, whether they gave feedback on their challenge', async () => {
      const member = await signInEnrolled(t, 'Asked Member', CHALLENGE);
      const id = member.account.id;
      const before = await submitted(id, member);
      expect(before.statusCode).toBe(200);
      expect(before.json()).toEqual({ member_id: id, challenge_id: CHALLENGE, submitted: false });
      expect((await give(member, { rating: 5, benefits: [], comment: '' })).statusCode).toBe(200);
      expect((await submitted(id, member)).json().submitted).toBe(true);
      expect((await submitted(id, 'ops')).json()).toEqual({
        member_id: id,
        challenge_id: CHALLENGE,
        submitted: true,
      });
      // Moved on to another challenge: the question is about that one.
      await t.db.query('UPDATE leads SET active_challenge_id = $1 WHERE id = $2', [
        QUIET_CHALLENGE,
        id,
      ]);
      expect((await submitted(id, member)).json()).toMatchObject({
        challenge_id: QUIET_CHALLENGE,
        submitted: false,
      });
    });

    it('answers another member 403, whether or not the member exists, and nobody 401', async () => {
      const member = await signInEnrolled(t, 'Nosy Member', CHALLENGE);
      const other = await signInEnrolled(t, 'Private Member', CHALLENGE);
      for (const id of [other.account.id, 2_000_000_000]) {
        const res = await submitted(id, member);
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe('forbidden');
      }
      expect((await submitted(member.account.id, null)).statusCode).toBe(401);
      expect((await submitted(2_000_000_000, 'ops')).statusCode).toBe(404);
    });

    it('answers 409 not_enrolled for a member who follows no challenge', async () => {
      const member = await signIn(t, 'Unenrolled Member');
      await t.db.query('UPDATE leads SET active_challenge_id = NULL WHERE id = $1', [
        member.account.id,
      ]);
      const res = await submitted(member.account.id, 'ops');
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('not_enrolled');
    });

    it.each([['abc'], ['0'], ['1e3'], ['-1'], ['']])(
      'refuses memberId=%p with 400 naming it',
      async (memberId) => {
        const res = await submitted(memberId, 'ops');
        expect(res.statusCode).toBe(400);
        expect(res.json().field).toBe('memberId');
      },
    );

    it('refuses a request without memberId, naming it', async () => {
      const res = await get('/free-member/is-feedback-submitted', 'ops');
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe('memberId');
    });
  });

  describe('free-member/feedback (ops)', () => {
    const list = (query: string, who: TestSession | 'ops' | null = 'ops') =>
      get(`/free-member/feedback?${query}`, who);

    it('lists a challenge’s feedback last changed first, with a summary of all of it', async () => {
      const empty = await list(`challengeId=${QUIET_CHALLENGE}`);
      expect(empty.statusCode).toBe(200);
      expect(empty.json()).toMatchObject({
        challenge_id: QUIET_CHALLENGE,
        count: 0,
        average_rating: null,
        ratings: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
        benefits: { sleep: 0, calm: 0, habit: 0 },
        result: [],
      });

      const [a, b, c] = await Promise.all(
        ['First Rater', 'Second Rater', 'Third Rater'].map((name) =>
          signInEnrolled(t, name, QUIET_CHALLENGE),
        ),
      );
      if (!a || !b || !c) throw new Error('three members');
      await give(a, { rating: 5, benefits: ['sleep', 'calm'], comment: 'नींद अच्छी आई' });
      t.clock.advance(1000);
      await give(b, { rating: 4, benefits: ['calm'], comment: '' });
      t.clock.advance(1000);
      await give(c, { rating: 4, benefits: [], comment: 'Good' });
      t.clock.advance(1000);
      // An edit moves the first to the top.
      await give(a, { rating: 2, benefits: ['sleep', 'calm'], comment: 'नींद अच्छी आई' });

      const res = await list(`challengeId=${QUIET_CHALLENGE}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        challenge_id: QUIET_CHALLENGE,
        count: 3,
        average_rating: 3.33,
        ratings: { '1': 0, '2': 1, '3': 0, '4': 2, '5': 0 },
        benefits: { sleep: 1, calm: 2, energy: 0 },
      });
      expect(body.result.map((row: { member_id: number }) => row.member_id)).toEqual([
        a.account.id,
        c.account.id,
        b.account.id,
      ]);
      expect(body.result[0]).toEqual({
        member_id: a.account.id,
        rating: 2,
        benefits: ['sleep', 'calm'],
        comment: 'नींद अच्छी आई',
        updated_at: expect.any(String),
      });

      const page = (await list(`challengeId=${QUIET_CHALLENGE}&limit=1&offset=1`)).json();
      expect(page.count).toBe(3);
      expect(page.result.map((row: { member_id: number }) => row.member_id)).toEqual([
        c.account.id,
      ]);
    });

    it('is for ops only', async () => {
      const member = await signInEnrolled(t, 'Curious Member', CHALLENGE);
      expect((await list(`challengeId=${CHALLENGE}`, member)).statusCode).toBe(403);
      expect((await list(`challengeId=${CHALLENGE}`, null)).statusCode).toBe(401);
    });

    it.each([
      ['challengeId=abc', 'challengeId'],
      ['limit=10', 'challengeId'],
      [`challengeId=${CHALLENGE}&limit=0`, 'limit'],
      [`challengeId=${CHALLENGE}&limit=501`, 'limit'],
      [`challengeId=${CHALLENGE}&offset=-1`, 'offset'],
      [`challengeId=${CHALLENGE}&sort=rating`, 'sort'],
    ])('refuses %s with 400 naming %s', async (query, field) => {
      const res = await list(query);
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe(field);
    });

    it('takes up to 500 at a time, and answers 404 for a challenge that does not exist', async () => {
      expect((await list(`challengeId=${CHALLENGE}&limit=500`)).statusCode).toBe(200);
      const res = await list('challengeId=999999');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found', field: 'challengeId' });
    });
  });
});
