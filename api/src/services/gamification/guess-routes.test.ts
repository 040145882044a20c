import { createGameChallenge, enrol, joinSession, putRules } from '../../testing/game-fixtures';
import { TEST_OPS_TOKEN } from '../../testing/test-app';
import { bearer, signIn, type TestSession } from '../../testing/sign-in';
import { testClock, todayInIndiaAt } from '../../testing/test-clock';
import { testAppFor } from '../../testing/test-app';
import { STORE_KINDS } from '../../testing/test-database';

const CHALLENGE = 9202;
/** A challenge whose batches start at 23:55 in India and end after midnight. */
const LATE_CHALLENGE = 9204;
/** A challenge whose ops set their own prize. */
const PRIZE_CHALLENGE = 9206;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe.each(STORE_KINDS)('guess & win on %s', (kind) => {
  /** The app's clock stands where each test puts it, first at 10:00 in India today. */
  const started = todayInIndiaAt('10:00');
  /** Today's (day 2's) only batch starts half an hour later, and lasts 45 minutes. */
  const batchStart = started + 30 * MINUTE;
  const clock = testClock();
  clock.standAt(started);
  const t = testAppFor(kind, { clock });
  beforeAll(() => createGameChallenge(t, CHALLENGE, { now: started, startedMinutesAgo: -30 }));

  const member = async (name: string) => {
    const signedIn = await signIn(t, name);
    await enrol(t, signedIn, CHALLENGE);
    return signedIn;
  };
  const guess = (who: TestSession, value: number) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/gamification/guessandwin/${who.account.id}`,
      headers: bearer(who.accessToken),
      payload: { guess: value },
    });
  const read = (who: TestSession) =>
    t.app.inject({
      url: `/api/gamification/guessandwin/${who.account.id}`,
      headers: bearer(who.accessToken),
    });

  it('takes one guess per member, editable until the first batch, and pays the closest three when the day ends', async () => {
    const [close, closer, far, farther] = await Promise.all(
      ['Close Guess', 'Closer Guess', 'Far Guess', 'Farther Guess'].map(member),
    );
    if (!close || !closer || !far || !farther) throw new Error('four members');

    const before = await read(close);
    expect(before.json()).toMatchObject({
      challenge_id: CHALLENGE,
      today: {
        day: 2,
        open: true,
        guess: null,
        result: null,
        closes_at: new Date(batchStart).toISOString(),
      },
      prize: { gift_name: 'Yoga strap', gift_name_hi: 'योगा स्ट्रैप' },
      attended_today: 0,
      // Day 3's question opens at midnight in India (no batch runs past it), closes at its batch.
      next: {
        day: 3,
        opens_at: new Date(todayInIndiaAt('00:00') + DAY).toISOString(),
        closes_at: new Date(batchStart + DAY).toISOString(),
      },
    });
    expect((await guess(close, 50)).json()).toMatchObject({ day: 2, guess: 50, open: true });
    expect((await guess(close, 3)).json()).toMatchObject({ guess: 3 });
    await guess(closer, 2);
    await guess(far, 40);
    await guess(farther, 900);
    expect((await read(close)).json().today.guess).toBe(3);

    clock.standAt(batchStart);
    const late = await guess(far, 2);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'guess_closed', field: 'guess' });
    expect((await read(far)).json().today).toMatchObject({ open: false, guess: 40, result: null });

    // Two members come to today's batch.
    clock.standAt(batchStart + 5 * MINUTE);
    expect((await joinSession(t, close)).statusCode).toBe(200);
    expect((await joinSession(t, far)).statusCode).toBe(200);
    // The real count of today's sessions so far, a few seconds behind the marks at most.
    clock.standAt(batchStart + 11 * MINUTE);
    expect((await read(farther)).json()).toMatchObject({
      today: { day: 2, result: null },
      attended_today: 2,
    });

    clock.standAt(batchStart + 46 * MINUTE);
    const revealed = (await read(closer)).json();
    expect(revealed.today.result).toEqual({
      actual: 2,
      winners: [
        { place: 1, name: 'Closer G.', guess: 2 },
        { place: 2, name: 'Close G.', guess: 3 },
        { place: 3, name: 'Far G.', guess: 40 },
      ],
      won: true,
    });
    const afterReveal = (await read(farther)).json();
    expect(afterReveal.today.result.won).toBe(false);
    expect(afterReveal.attended_today).toBe(2);
    expect(afterReveal.next).toMatchObject({ day: 3 });
    // Yesterday closed with nobody guessing: revealed, nobody won.
    expect(revealed.past).toEqual([
      expect.objectContaining({ day: 1, result: { actual: 0, winners: [], won: false } }),
    ]);

    const gifts = await t.app.inject({
      url: `/api/gamification/free-member/gifts/${closer.account.id}`,
      headers: bearer(closer.accessToken),
    });
    expect(gifts.json().data).toEqual([
      expect.objectContaining({
        guess_day: 2,
        level: null,
        status: 'earned',
        gift_name: 'Yoga strap',
        gift_name_hi: 'योगा स्ट्रैप',
      }),
    ]);
    // Read again: revealed once, one prize.
    await read(close);
    const again = await t.app.inject({
      url: `/api/gamification/free-member/gifts/${closer.account.id}`,
      headers: bearer(closer.accessToken),
    });
    expect(again.json().data).toHaveLength(1);
  });

  it('refuses a guess from a member in no challenge, and a guess that is not a count', async () => {
    clock.standAt(started);
    const outsider = await signIn(t, 'No Challenge');
    await t.db.query('UPDATE leads SET active_challenge_id = NULL WHERE id = $1', [
      outsider.account.id,
    ]);
    expect((await guess(outsider, 5)).json()).toMatchObject({ code: 'not_enrolled' });
    expect((await read(outsider)).json()).toEqual({
      challenge_id: null,
      today: null,
      past: [],
      prize: null,
      attended_today: null,
      next: null,
    });
    const someone = await member('Bad Guesser');
    for (const bad of [-1, 1.5, 10_000_001]) {
      const res = await guess(someone, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'guess' });
    }
  });

  it('pays the prize ops set for the challenge, in both languages, and keeps it when rules change without it', async () => {
    clock.standAt(started);
    await createGameChallenge(t, PRIZE_CHALLENGE, { now: started, startedMinutesAgo: -30 });
    const rules = { points_per_day: 10, points_per_referral: 5, voucher_min_days: 7, levels: [] };
    const prize = { gift_name: 'Cotton yoga bag', gift_name_hi: 'सूती योगा बैग' };
    const set = await putRules(t, PRIZE_CHALLENGE, { ...rules, guess_prize: prize });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ guess_prize: prize });
    // A points change that says nothing of the prize leaves it as it was.
    expect((await putRules(t, PRIZE_CHALLENGE, rules)).json()).toMatchObject({
      guess_prize: prize,
    });
    const got = await t.app.inject({
      url: `/api/gamification/rules/${PRIZE_CHALLENGE}`,
      headers: bearer(TEST_OPS_TOKEN),
    });
    expect(got.json()).toMatchObject({ guess_prize: prize });
    for (const half of [{ gift_name: 'Bag' }, { gift_name: 'Bag', gift_name_hi: '' }]) {
      const refused = await putRules(t, PRIZE_CHALLENGE, { ...rules, guess_prize: half });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().field).toMatch(/^guess_prize/);
    }

    const winner = await signIn(t, 'Prize Winner');
    await enrol(t, winner, PRIZE_CHALLENGE);
    expect((await read(winner)).json()).toMatchObject({ prize });
    await guess(winner, 1);
    clock.standAt(batchStart + 5 * MINUTE);
    await joinSession(t, winner);
    clock.standAt(batchStart + 46 * MINUTE);
    expect((await read(winner)).json().today.result).toMatchObject({ actual: 1, won: true });
    const gifts = await t.app.inject({
      url: `/api/gamification/free-member/gifts/${winner.account.id}`,
      headers: bearer(winner.accessToken),
    });
    expect(gifts.json().data).toEqual([
      expect.objectContaining({
        guess_day: 2,
        gift_name: 'Cotton yoga bag',
        gift_name_hi: 'सूती योगा बैग',
      }),
    ]);
  });

  it("keeps a day whose batch runs past midnight as today's until it ends, and counts its marks for it", async () => {
    const lateStart = todayInIndiaAt('23:55');
    clock.standAt(lateStart - 5 * MINUTE);
    await createGameChallenge(t, LATE_CHALLENGE, { now: lateStart, startedMinutesAgo: 0 });
    const owl = await signIn(t, 'Night Owl');
    await enrol(t, owl, LATE_CHALLENGE);
    expect((await guess(owl, 1)).json()).toMatchObject({ day: 2, open: true, guess: 1 });

    // Ten past midnight: the calendar says day 3, but day 2's batch still runs.
    clock.standAt(lateStart + 15 * MINUTE);
    const joined = await joinSession(t, owl);
    expect(joined.json()).toMatchObject({ day: 2, total_attended_days: 1 });
    const during = (await read(owl)).json();
    expect(during.today).toMatchObject({ day: 2, open: false, guess: 1, result: null });
    expect(during.past.map((day: { day: number }) => day.day)).toEqual([1]);
    expect((await guess(owl, 5)).json()).toMatchObject({ code: 'guess_closed' });

    // The batch ends: day 2's result is out, and day 3 asks for guesses.
    clock.standAt(lateStart + 45 * MINUTE);
    const after = (await read(owl)).json();
    expect(after.today).toMatchObject({ day: 3, open: true, guess: null, result: null });
    // Day 4's question waits for day 3's batch, which runs past the next midnight too.
    expect(after.next).toMatchObject({
      day: 4,
      opens_at: new Date(lateStart + DAY + 45 * MINUTE).toISOString(),
    });
    expect(after.past[0]).toMatchObject({
      day: 2,
      result: { actual: 1, winners: [{ place: 1, guess: 1 }], won: true },
    });
  });
});
