import { bearer, signIn } from '../../testing/sign-in';
import { TEST_OPS_TOKEN, testAppFor, type TestApp } from '../../testing/test-app';
import { STORE_KINDS } from '../../testing/test-database';

/** A challenge of the test's own (issue 27: ops set the days its phases turn on). */
const CHALLENGE = 9421;

const PHASES = {
  referral_start_date: '2026-11-10',
  referral_end_date: '2026-11-27',
  feedback_start_date: '2026-11-30',
  payment_start_date: '2026-12-02',
  voucher_generation_date: '2026-12-02',
  voucher_expiry_date: '2027-01-01',
};

const setPhases = (
  t: TestApp,
  payload: unknown,
  token: string | null = TEST_OPS_TOKEN,
  id = CHALLENGE,
) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/lead/program/${id}/phases`,
    headers: token === null ? {} : bearer(token),
    payload: payload as object,
  });

describe.each(STORE_KINDS)("ops set a challenge's phase days on %s", (kind) => {
  const t = testAppFor(kind);
  const stored = async () =>
    (await t.app.inject(`/api/subscription/free-member/challenge/${CHALLENGE}`)).json();

  beforeAll(async () => {
    await t.db.query(
      `INSERT INTO challenges (id, title, countrycode, timezone, start_date, end_date)
       VALUES ($1, 'Phased challenge', 'MV', 'Asia/Kolkata', '2026-11-18', '2026-12-01')`,
      [CHALLENGE],
    );
  });

  it('lets only ops set them', async () => {
    const member = await signIn(t, 'Not Ops Either');
    expect((await setPhases(t, PHASES, member.accessToken)).statusCode).toBe(403);
    expect((await setPhases(t, PHASES, null)).statusCode).toBe(401);
  });

  it('sets all six and answers the challenge as members read it; again changes nothing', async () => {
    const res = await setPhases(t, PHASES);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: CHALLENGE, title: 'Phased challenge', ...PHASES });
    expect(await stored()).toEqual(res.json());
    expect((await setPhases(t, PHASES)).json()).toEqual(res.json());
  });

  it('takes null for a phase the challenge does not use, and a one-day referral phase', async () => {
    const phases = {
      ...PHASES,
      referral_end_date: PHASES.referral_start_date,
      feedback_start_date: null,
      voucher_generation_date: null,
      voucher_expiry_date: null,
    };
    const res = await setPhases(t, phases);
    expect(res.statusCode).toBe(200);
    expect(await stored()).toMatchObject(phases);
  });

  it.each([
    ['referral end before its start', { referral_end_date: '2026-11-09' }, 'referral_end_date'],
    [
      'payment start on the feedback start',
      { payment_start_date: '2026-11-30' },
      'payment_start_date',
    ],
    [
      'payment start before the feedback start',
      { feedback_start_date: '2026-12-05' },
      'payment_start_date',
    ],
    [
      'voucher expiry before generation',
      { voucher_expiry_date: '2026-12-01' },
      'voucher_expiry_date',
    ],
    ['a day that does not exist', { feedback_start_date: '2026-02-30' }, 'feedback_start_date'],
    ['a time, not a day', { payment_start_date: '2026-12-02T00:00:00Z' }, 'payment_start_date'],
    ['a field it does not know', { kids_camp_date: '2026-12-10' }, 'kids_camp_date'],
  ])('refuses %s with 400 naming the field, and changes nothing', async (_case, change, field) => {
    await setPhases(t, PHASES);
    const before = await stored();
    const res = await setPhases(t, { ...PHASES, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_input', field });
    expect(await stored()).toEqual(before);
  });

  it('needs all six, naming the one missing', async () => {
    const { voucher_expiry_date: _left, ...five } = PHASES;
    const res = await setPhases(t, five);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('voucher_expiry_date');
  });

  it('answers 404 for a challenge that does not exist', async () => {
    const res = await setPhases(t, PHASES, TEST_OPS_TOKEN, 999_999);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });
});
