import type { Dashboard, DashboardDay } from '@yoga/shared/schemas';
import { createGameChallenge, enrol, joinSession } from '../../testing/game-fixtures';
import { bearer, join, signIn, signInOps, verifyLastCode } from '../../testing/sign-in';
import { TEST_OPS_TOKEN, testAppFor, uniquePhone } from '../../testing/test-app';
import { STORE_KINDS } from '../../testing/test-database';

/**
 * Issue 28: the ops dashboard's figures equal what the database holds after a scripted day of
 * joins (one through an invite), marks in two batches, page views of free and paid members and
 * a payment; a join a minute before India's midnight counts on the day before.
 */

const CHALLENGE = 9281;

describe.each(STORE_KINDS)('the ops dashboard on %s', (kind) => {
  const t = testAppFor(kind);
  let token: string;
  let today: string;
  let yesterday: string;

  beforeAll(async () => {
    token = (await signInOps(t, ['content'], 'Dashboard Reader')).accessToken;
    const [row] = await t.db.query<{ today: string; yesterday: string }>(
      `SELECT to_char(now() AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS today,
              to_char((now() AT TIME ZONE 'Asia/Kolkata') - interval '1 day', 'YYYY-MM-DD')
                AS yesterday`,
    );
    today = row!.today;
    yesterday = row!.yesterday;
  });

  const dashboard = async (query = `from=${yesterday}&to=${today}`): Promise<Dashboard> => {
    const res = await t.app.inject({
      url: `/api/user/ops/dashboard?${query}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const dayOf = (board: Dashboard, day: string) =>
    board.days.find((figures) => figures.day === day) as DashboardDay;
  const change = (before: DashboardDay, after: DashboardDay) =>
    Object.fromEntries(
      Object.entries(after)
        .filter(([key]) => key !== 'day')
        .map(([key, value]) => [
          key,
          (value as number) - (before[key as keyof DashboardDay] as number),
        ]),
    );

  it('counts a scripted day exactly: joins, invites, marks per batch, free and paid views, payments', async () => {
    const before = await dashboard();
    await createGameChallenge(t, CHALLENGE);
    await t.db.query(
      `INSERT INTO live_sessions (challenge_id, day, batch, title, starts_at, duration_minutes)
       SELECT challenge_id, day, 2, title, starts_at + interval '1 hour', duration_minutes
       FROM live_sessions WHERE challenge_id = $1 AND day = 2`,
      [CHALLENGE],
    );

    const asha = await signIn(t, 'Asha Dashboard');
    const ravi = await signIn(t, 'Ravi Dashboard');
    const friendPhone = uniquePhone();
    await join(t, { name: 'Friend Dashboard', phone: friendPhone, referral: asha.account.slug });
    const friend = (await verifyLastCode(t, friendPhone)).json();
    for (const member of [asha, ravi, friend]) await enrol(t, member, CHALLENGE);
    expect((await joinSession(t, asha)).statusCode).toBe(200);
    expect((await joinSession(t, ravi)).statusCode).toBe(200);
    const corrected = await t.app.inject({
      method: 'POST',
      url: '/api/lead/lead/updateleadattendance',
      headers: bearer(TEST_OPS_TOKEN),
      payload: { slug: friend.account.slug, day: 2, batch: 2, attended: true, reason: 'was there' },
    });
    expect(corrected.statusCode).toBe(200);

    const view = (user_type: string, device: string, event = 'page_view') => ({
      event,
      user_type,
      session_id: `session-${device}`,
      device_id: `device-${device}`,
      occurred_at: new Date().toISOString(),
      page_path: '/live',
    });
    const logged = await t.app.inject({
      method: 'POST',
      url: '/api/user/internal/logs',
      payload: {
        events: [
          view('free user', 'dash-1'),
          view('free user', 'dash-1'),
          view('free user', 'dash-2'),
          view('paid user', 'dash-3'),
          view('paid user', 'dash-3'),
          view('free user', 'dash-1', 'share'),
        ],
      },
    });
    expect(logged.statusCode).toBe(202);
    await t.db.query(
      `INSERT INTO payment_orders (id, lead_id, plan_id, amount, currency, status, gateway,
         gateway_order_id, payment_id, paid_at)
       VALUES ('ord_dashboardpaid0000001', $1, (SELECT min(id) FROM plans), 49900, 'INR', 'paid',
         'sandbox', 'gw_dashboard_1', 'pay_dashboard_1', now()),
              ('ord_dashboardopen0000001', $1, (SELECT min(id) FROM plans), 49900, 'INR',
         'created', 'sandbox', 'gw_dashboard_2', NULL, NULL)`,
      [ravi.account.id],
    );
    // A minute before India's midnight: yesterday in India, whatever day it is in UTC.
    await t.db.query(
      `INSERT INTO leads (phone_number, name, slug, created_at)
       VALUES ($1, 'Late Joiner', 'late-joiner-dashboard',
               (($2::date)::timestamp AT TIME ZONE 'Asia/Kolkata') - interval '1 minute')`,
      [uniquePhone(), today],
    );

    const after = await dashboard();
    expect(change(dayOf(before, today), dayOf(after, today))).toEqual({
      joins: 3,
      referred_joins: 1,
      page_views_free: 3,
      page_views_paid: 2,
      payments: 1,
      paid_amount: 49900,
    });
    expect(change(dayOf(before, yesterday), dayOf(after, yesterday))).toMatchObject({ joins: 1 });
    const batches = after.sessions
      .filter((session) => session.challenge_id === CHALLENGE)
      .map(({ day, batch, attended }) => ({ day, batch, attended }));
    expect(batches).toEqual(
      expect.arrayContaining([
        { day: 2, batch: 1, attended: 2 },
        { day: 2, batch: 2, attended: 1 },
      ]),
    );
  });

  it('shows every day of the range, oldest first, a quiet day as zeros', async () => {
    const board = await dashboard('from=2001-02-27&to=2001-03-02');
    expect(board.days).toEqual(
      ['2001-02-27', '2001-02-28', '2001-03-01', '2001-03-02'].map((day) => ({
        day,
        joins: 0,
        referred_joins: 0,
        page_views_free: 0,
        page_views_paid: 0,
        payments: 0,
        paid_amount: 0,
      })),
    );
    expect(board.sessions).toEqual([]);
  });

  it('shows the last 14 India days by default', async () => {
    const board = await dashboard('');
    expect(board.days).toHaveLength(14);
    expect(board.to).toBe(board.days.at(-1)?.day);
  });

  it.each([
    ['from=2026-11-20&to=2026-11-10', 'from'],
    ['from=2026-01-01&to=2026-12-31', 'from'],
    ['from=2026-02-30', 'from'],
    ['to=yesterday', 'to'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const res = await t.app.inject({
      url: `/api/user/ops/dashboard?${query}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
  });

  it('answers no member and no visitor', async () => {
    const member = await signIn(t, 'Curious Member');
    for (const headers of [bearer(member.accessToken), {}]) {
      const res = await t.app.inject({ url: '/api/user/ops/dashboard', headers });
      expect([401, 403]).toContain(res.statusCode);
    }
  });
});
