import { calendarDateIn } from '@yoga/shared/domain';
import { bearer, signIn, signInOps } from '../../testing/sign-in';
import { TEST_OPS_TOKEN, testAppFor, type TestApp } from '../../testing/test-app';
import { STORE_KINDS } from '../../testing/test-database';

/** A challenge of the test's own, in a country of its own, so it is that country's active one. */
const CHALLENGE = 9301;
const COUNTRY = 'NP';

const rename = (t: TestApp, payload: object, token = TEST_OPS_TOKEN, id = CHALLENGE) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/lead/program/${id}/title`,
    headers: bearer(token),
    payload,
  });

const NAMES = { title: 'Spring 14-Day Yoga Challenge', title_hi: 'वसंत 14 दिवसीय योग चैलेंज' };

describe.each(STORE_KINDS)("a challenge's name in two languages on %s", (kind) => {
  const t = testAppFor(kind);

  beforeAll(async () => {
    await t.db.query(
      `INSERT INTO challenges (id, title, countrycode, timezone, start_date, end_date)
       VALUES ($1, 'Untranslated challenge', $2, 'Asia/Kathmandu', $3::date + 1, $3::date + 14)`,
      [CHALLENGE, COUNTRY, calendarDateIn('Asia/Kathmandu', t.clock.now())],
    );
  });

  it('answers null Hindi for a challenge ops have not translated', async () => {
    const program = await t.app.inject(`/api/lead/program/get/${CHALLENGE}`);
    expect(program.json()).toMatchObject({ title: 'Untranslated challenge', title_hi: null });
  });

  it('lists every challenge for any ops person, the latest start first, with its sessions', async () => {
    const finance = await signInOps(t, ['finance'], 'Voucher Issuer');
    const list = await t.app.inject({
      url: '/api/lead/ops/challenges',
      headers: bearer(finance.accessToken),
    });
    expect(list.statusCode).toBe(200);
    const challenges = list.json().result as { id: number; start_date: string }[];
    expect(challenges.find((challenge) => challenge.id === CHALLENGE)).toMatchObject({
      title: 'Untranslated challenge',
      countrycode: COUNTRY,
      timezone: 'Asia/Kathmandu',
      sessions: 0,
    });
    const starts = challenges.map((challenge) => challenge.start_date);
    expect(starts).toEqual([...starts].sort().reverse());
    const member = await signIn(t, 'Not Content');
    const refused = await t.app.inject({
      url: '/api/lead/ops/challenges',
      headers: bearer(member.accessToken),
    });
    expect(refused.statusCode).toBe(403);
  });

  it('lets only ops rename a challenge', async () => {
    const member = await signIn(t, 'Not Ops');
    expect((await rename(t, NAMES, member.accessToken)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/lead/program/${CHALLENGE}/title`,
      payload: NAMES,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it.each([
    ['without Hindi', { title: NAMES.title }, 'title_hi'],
    ['without English', { title_hi: NAMES.title_hi }, 'title'],
    ['with empty Hindi', { ...NAMES, title_hi: '' }, 'title_hi'],
    ['with a line break in Hindi', { ...NAMES, title_hi: 'वसंत\nचैलेंज' }, 'title_hi'],
    ['with an unpaired surrogate in Hindi', { ...NAMES, title_hi: 'वसंत \udd27' }, 'title_hi'],
    ['with Hindi too long', { ...NAMES, title_hi: 'क'.repeat(121) }, 'title_hi'],
    ['with a field it does not know', { ...NAMES, title_ta: 'வசந்த' }, 'title_ta'],
  ])('refuses a name %s, naming the field', async (_case, payload, field) => {
    const answer = await rename(t, payload);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().field).toBe(field);
  });

  it('answers 404 for a challenge that does not exist', async () => {
    const answer = await rename(t, NAMES, TEST_OPS_TOKEN, 999_999);
    expect(answer.statusCode).toBe(404);
  });

  it('renames in both languages, and every answer that names the challenge follows', async () => {
    const answer = await rename(t, NAMES);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ id: CHALLENGE, ...NAMES });
    expect((await rename(t, NAMES)).json()).toEqual({ id: CHALLENGE, ...NAMES });

    const program = await t.app.inject(`/api/lead/program/get/${CHALLENGE}`);
    expect(program.json()).toMatchObject(NAMES);
    const userChallenge = await t.app.inject(
      `/api/subscription/free-member/challenge/${CHALLENGE}`,
    );
    expect(userChallenge.json()).toMatchObject(NAMES);
    // The home page's card is cached for two seconds per process.
    t.clock.advance(2_001);
    const active = await t.app.inject(
      `/api/subscription/free-member/active-challenge?countrycode=${COUNTRY}`,
    );
    expect(active.json()).toMatchObject({ id: CHALLENGE, ...NAMES });
  });
});
