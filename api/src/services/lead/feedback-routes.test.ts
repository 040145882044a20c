import { calendarDateIn } from '@yoga/shared/domain';
import { signIn, signInEnrolled, type TestSession, headersOf } from '../../testing/sign-in';
import { testAppFor } from '../../testing/test-app';
import { STORE_KINDS } from '../../testing/test-database';

/*
 * Issue 27, spec section 7's `lead/feedback` (decision 0043): the signed-in member's feedback on
 * their challenge, given and changed while its feedback phase is open, refused outside it.
 */

/** A challenge of the test's own, in a country no other challenge is in. */
const CHALLENGE = 9411;

/** A calendar day `days` after `day`. */
const plus = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const NO_PHASES = {
  referral_start_date: null,
  referral_end_date: null,
  feedback_start_date: null,
  payment_start_date: null,
  voucher_generation_date: null,
  voucher_expiry_date: null,
};

const GOOD = { rating: 4, benefits: ['sleep', 'flexibility'], comment: '  Slept better.  ' };

describe.each(STORE_KINDS)("a member's feedback on %s", (kind) => {
  const t = testAppFor(kind);
  /** The challenge's day (India's) by the app's clock. */
  const today = () => calendarDateIn('Asia/Kolkata', t.clock.now());

  const call = (
    method: 'GET' | 'PUT',
    url: string,
    who: TestSession | 'ops' | null,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: headersOf(who),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const give = (who: TestSession | 'ops' | null, payload: unknown = GOOD) =>
    call('PUT', '/lead/lead/feedback', who, payload);
  const mine = (who: TestSession | 'ops' | null) => call('GET', '/lead/lead/feedback', who);
  /** Feedback runs from `start` days from today up to `payment` days from today. */
  const feedbackFrom = async (start: number | null, payment: number | null) => {
    const res = await call('PUT', `/lead/program/${CHALLENGE}/phases`, 'ops', {
      ...NO_PHASES,
      feedback_start_date: start === null ? null : plus(today(), start),
      payment_start_date: payment === null ? null : plus(today(), payment),
    });
    expect(res.statusCode).toBe(200);
  };
  const rowsOf = async (who: TestSession) =>
    t.db.query<{ rating: number; created_at: Date }>(
      'SELECT rating, created_at FROM feedback WHERE lead_id = $1',
      [who.account.id],
    );

  // Still, so an answer's times can be compared with the clock's.
  beforeEach(() => t.clock.standAt(t.clock.now()));
  afterEach(() => t.clock.standAt(null));

  beforeAll(async () => {
    await t.db.query(
      `INSERT INTO challenges (id, title, countrycode, timezone, start_date, end_date)
       VALUES ($1, 'Feedback challenge', 'LK', 'Asia/Kolkata', $2::date - 12, $2::date + 1)`,
      [CHALLENGE, today()],
    );
  });

  it('answers the signed-in member only: 401 without a session, 403 for ops', async () => {
    await feedbackFrom(-1, 2);
    for (const res of [await mine(null), await give(null)]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('sign_in_required');
    }
    for (const res of [await mine('ops'), await give('ops')]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('forbidden');
    }
  });

  it('answers 409 not_enrolled to a member who follows no challenge, and writes nothing', async () => {
    await feedbackFrom(-1, 2);
    const member = await signIn(t, 'Between Challenges');
    await t.db.query('UPDATE leads SET active_challenge_id = NULL WHERE id = $1', [
      member.account.id,
    ]);
    for (const res of [await mine(member), await give(member)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('not_enrolled');
    }
    expect(await rowsOf(member)).toEqual([]);
  });

  it('says the phase is open until the day before the payment start, and saves the feedback', async () => {
    await feedbackFrom(-1, 2);
    const member = await signInEnrolled(t, 'Happy Sleeper', CHALLENGE);
    expect((await mine(member)).json()).toEqual({
      challenge_id: CHALLENGE,
      window: { state: 'open', closes_on: plus(today(), 1) },
      feedback: null,
    });
    const res = await give(member);
    expect(res.statusCode).toBe(200);
    const saved = res.json();
    // The comment trimmed, the benefits in their one order.
    expect(saved).toEqual({
      challenge_id: CHALLENGE,
      rating: 4,
      benefits: ['flexibility', 'sleep'],
      comment: 'Slept better.',
      created_at: t.clock.now().toISOString(),
      updated_at: t.clock.now().toISOString(),
    });
    expect((await mine(member)).json().feedback).toEqual(saved);
  });

  it('keeps one feedback per member per challenge: a second one edits it, keeping when it was first given', async () => {
    await feedbackFrom(0, 1);
    const member = await signInEnrolled(t, 'Second Thoughts', CHALLENGE);
    const first = (await give(member)).json();
    // The same feedback again changes nothing, not even its time.
    t.clock.advance(60_000);
    expect((await give(member)).json()).toEqual(first);
    t.clock.advance(60_000);
    const edited = await give(member, { rating: 5, comment: 'मुझे बहुत अच्छा लगा' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({
      challenge_id: CHALLENGE,
      rating: 5,
      benefits: [],
      comment: 'मुझे बहुत अच्छा लगा',
      created_at: first.created_at,
      updated_at: t.clock.now().toISOString(),
    });
    expect(await rowsOf(member)).toHaveLength(1);
  });

  it('keeps one row when a member sends several at once', async () => {
    await feedbackFrom(-2, 3);
    const member = await signInEnrolled(t, 'Double Tapper', CHALLENGE);
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((rating) => give(member, { ...GOOD, rating })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const rows = await rowsOf(member);
    expect(rows).toHaveLength(1);
    expect((await mine(member)).json().feedback.rating).toBe(rows[0]?.rating);
  });

  it('refuses feedback before the phase opens, naming the day, and writes nothing', async () => {
    await feedbackFrom(3, 5);
    const member = await signInEnrolled(t, 'Too Early', CHALLENGE);
    expect((await mine(member)).json().window).toEqual({
      state: 'not_yet',
      opens_on: plus(today(), 3),
    });
    const res = await give(member);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'feedback_closed',
      message: expect.stringContaining(`opens on ${plus(today(), 3)}`),
    });
    expect(await rowsOf(member)).toEqual([]);
  });

  it('refuses feedback while ops have set no feedback start', async () => {
    await feedbackFrom(null, null);
    const member = await signInEnrolled(t, 'No Dates Yet', CHALLENGE);
    expect((await mine(member)).json().window).toEqual({ state: 'not_yet', opens_on: null });
    const res = await give(member);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/has not opened yet\.$/);
  });

  it('keeps the phase open with no closing day while ops have set no payment start', async () => {
    await feedbackFrom(-30, null);
    const member = await signInEnrolled(t, 'Open Ended', CHALLENGE);
    expect((await mine(member)).json().window).toEqual({ state: 'open', closes_on: null });
    expect((await give(member)).statusCode).toBe(200);
  });

  it('refuses a change once the phase has closed, and keeps the feedback given', async () => {
    await feedbackFrom(-3, 1);
    const member = await signInEnrolled(t, 'Late Editor', CHALLENGE);
    const given = (await give(member)).json();
    // Midnight in India on the payment start day.
    t.clock.standAt(Date.parse(`${plus(today(), 1)}T00:00:00+05:30`));
    expect((await mine(member)).json()).toEqual({
      challenge_id: CHALLENGE,
      window: { state: 'closed' },
      feedback: given,
    });
    const res = await give(member, { rating: 1, benefits: [], comment: '' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'feedback_closed', message: /has closed/ });
    expect((await mine(member)).json().feedback).toEqual(given);
  });

  it.each([
    ['a rating of 0', { ...GOOD, rating: 0 }, 'rating'],
    ['a rating of 6', { ...GOOD, rating: 6 }, 'rating'],
    ['a rating as text', { ...GOOD, rating: '5' }, 'rating'],
    ['a rating of 4.5', { ...GOOD, rating: 4.5 }, 'rating'],
    ['no rating', { benefits: [], comment: '' }, 'rating'],
    ['a benefit it does not know', { ...GOOD, benefits: ['wealth'] }, 'benefits.0'],
    ['a benefit twice', { ...GOOD, benefits: ['calm', 'calm'] }, 'benefits'],
    ['a comment too long', { ...GOOD, comment: 'अ'.repeat(1001) }, 'comment'],
    ['a control character in the comment', { ...GOOD, comment: 'ok\u0000' }, 'comment'],
    ['a field it does not know', { ...GOOD, mood: 'great' }, 'mood'],
    ['a body that is not an object', [GOOD], undefined],
  ])('refuses %s with 400 naming the field, and writes nothing', async (_case, payload, field) => {
    await feedbackFrom(-1, 2);
    const member = await signInEnrolled(t, 'Sloppy Typist', CHALLENGE);
    const res = await give(member, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_input');
    if (field) expect(res.json().field).toBe(field);
    expect(await rowsOf(member)).toEqual([]);
  });

  it('takes a comment of exactly the longest length, in Hindi', async () => {
    await feedbackFrom(-1, 2);
    const member = await signInEnrolled(t, 'Long Writer', CHALLENGE);
    const comment = 'योग'.repeat(333) + 'अ';
    const res = await give(member, { rating: 3, benefits: [], comment });
    expect(res.statusCode).toBe(200);
    expect(res.json().comment).toBe(comment);
  });
});
