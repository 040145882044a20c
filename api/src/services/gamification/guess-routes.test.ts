import { createGameChallenge, enrol, joinSession } from '../../testing/game-fixtures';
import { bearer, signIn, type TestSession } from '../../testing/sign-in';
import { testClock, todayInIndiaAt } from '../../testing/test-clock';
import { STORE_KINDS, testAppFor } from '../../testing/test-app';

const CHALLENGE = 9202;
/** A challenge whose batches start at 23:55 in India and end after midnight. */
const LATE_CHALLENGE = 9204;
const MINUTE = 60_000;

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
    expect((await read(farther)).json().today.result.won).toBe(false);
    // Yesterday closed with nobody guessing: revealed, nobody won.
    expect(revealed.past).toEqual([
      expect.objectContaining({ day: 1, result: { actual: 0, winners: [], won: false } }),
    ]);

    const gifts = await t.app.inject({
      url: `/api/gamification/free-member/gifts/${closer.account.id}`,
      headers: bearer(closer.accessToken),
    });
    expect(gifts.json().data).toEqual([
      expect.objectContaining({ guess_day: 2, level: null, status: 'earned' }),
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
    expect((await read(outsider)).json()).toEqual({ challenge_id: null, today: null, past: [] });
    const someone = await member('Bad Guesser');
    for (const bad of [-1, 1.5, 10_000_001]) {
      const res = await guess(someone, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'guess' });
    }
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
    expect(after.past[0]).toMatchObject({
      day: 2,
      result: { actual: 1, winners: [{ place: 1, guess: 1 }], won: true },
    });
  });
});
