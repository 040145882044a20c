import {
  demoLead,
  inTestLanguage,
  jsonResponse as json,
  problemBody,
  renderWithStore,
  stubFetch,
  type FetchStub,
} from '@yoga/shared/testing';
import { clearOpsSession } from '@yoga/shared/host';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { OpsConsolePage } from './ops-console-page';

const LOGIN = 'POST /api/auth/ops/v1/login';
const VERIFY = 'POST /api/auth/ops/v1/verify-otp';
const ME = 'GET /api/auth/ops/v1/me';
const ATTENDANCE = 'GET /api/lead/lead/getleadattendance';
const CORRECT = 'POST /api/lead/lead/updateleadattendance';
const PEOPLE = 'GET /api/user/ops/people';
const ADD = 'POST /api/user/ops/people';
const REMOVE = 'POST /api/user/ops/people/9/remove';
const CHANGE = 'PUT /api/user/ops/people/9';
const MEMBER = 'GET /api/lead/lead/slug/AshaVerma';
const REVEAL = `POST /api/user/ops/members/${demoLead.id}/phone`;
const BY_PHONE = 'GET /api/lead/ops/members';
const BULK = 'POST /api/lead/ops/attendance-corrections';
const CERTIFICATE = 'GET /api/lead/lead/getleadcertificatestatus';
const REVOKE = 'POST /api/lead/ops/certificates/7K3Q9A7K3Q9A7K3Q/revoke';
const GIFTS = 'GET /api/gamification/ops/gifts';
const SHIP = 'PUT /api/gamification/leaderboard/gift/31/status';
const SHIPPING_LIST = 'GET /api/gamification/ops/gifts/shipping-list';
const DASHBOARD = 'GET /api/user/ops/dashboard';
const HELD = 'GET /api/gamification/referral-reviews';
const DECIDE = 'POST /api/gamification/referral-reviews/77';
const GRIEVANCES = 'GET /api/user/ops/grievances';
const ANSWER = 'PUT /api/user/ops/grievances/GRV-2026-7K3Q9A';
const ERASURES = 'GET /api/user/ops/erasures';
const RUN_ERASURES = 'POST /api/user/ops/erasures/run';
const ORDERS = 'GET /api/subscription/ops/orders';
const CHALLENGES = 'GET /api/lead/ops/challenges';
const SESSIONS = 'GET /api/lead/program/61/sessions';
const PUT_SESSION = 'PUT /api/lead/program/61/sessions/4/2';
const RECONCILE = 'POST /api/subscription/ops/orders/reconcile';
const REMOTES = 'GET /api/config/remotes';
const SWITCH_REMOTE = 'PUT /api/config/remotes/mf-festivals';
const RELEASES = 'GET /api/config/remotes/mf-festivals/releases';
const EVENTS = 'GET /api/config/remotes/mf-festivals/events';
const SERVE = 'PUT /api/config/remotes/mf-festivals/release';

const person = (roles: string[]) => ({
  id: 4,
  phone_number: '+919800000004',
  name: 'Sunita Support',
  roles,
  created_at: '2026-11-28T05:00:00.000Z',
  updated_at: '2026-11-28T05:00:00.000Z',
});
const attendance = (sessions: { day: number; batch: number }[]) => ({
  total_attendance: sessions.length,
  total_attended_days: new Set(sessions.map((session) => session.day)).size,
  challenge_id: 61,
  joined_day: 1,
  sessions: sessions.map((session) => ({
    ...session,
    marked_at: '2026-11-27T02:00:00.000Z',
    source: 'ops',
  })),
});

/** Signs in at `/ops`, on one screen of the console when `section` names it. */
async function signIn(roles: string[], section?: string) {
  server.answer(
    VERIFY,
    json({ accessToken: 'ops.token', expiresIn: 28_800, person: person(roles) }),
  );
  server.answer(ME, json(person(roles)));
  renderWithStore(<OpsConsolePage />, { route: section ? `/ops?section=${section}` : '/ops' });
  await userEvent.type(await screen.findByLabelText('Mobile number'), '+91 98000 00004');
  await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
  await userEvent.type(await screen.findByLabelText('6-digit code'), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

const quietDay = (day: string) => ({
  day,
  joins: 0,
  referred_joins: 0,
  page_views_free: 0,
  page_views_paid: 0,
  payments: 0,
  paid_amount: 0,
});
const dashboard = (days = [quietDay('2026-11-28')], sessions: object[] = []) => ({
  from: days[0]?.day ?? '2026-11-28',
  to: days.at(-1)?.day ?? '2026-11-28',
  days,
  sessions,
});

let server: FetchStub;

describe('the ops console', () => {
  beforeEach(() => {
    server = stubFetch({
      [LOGIN]: json(
        {
          message: 'sent',
          phone_number: '+91 98000 00004',
          resendAfterSeconds: 30,
          expiresInSeconds: 300,
        },
        202,
      ),
      [DASHBOARD]: json(dashboard()),
    });
  });
  afterEach(() => {
    server.restore();
    // Unmounted first: the session's listeners would re-render a page no test is watching.
    cleanup();
    clearOpsSession();
    Cookies.remove('sessiontoken');
  });

  it('signs a listed person in with the code and shows who they are and their roles', async () => {
    await signIn(['support', 'finance']);
    expect(
      await screen.findByRole('heading', { name: 'Signed in as Sunita Support' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your roles: Support, Finance')).toBeInTheDocument();
    expect(await server.callsTo(VERIFY)[0]?.request.clone().json()).toEqual({
      phone_number: '+919800000004',
      code: '123456',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByLabelText('Mobile number')).toBeInTheDocument();
  });

  it("sends the ops person's token, never the member session's, and a 401 signs out of ops only", async () => {
    Cookies.set('sessiontoken', 'member.token');
    await signIn(['support'], 'members');
    await screen.findByRole('heading', { name: "A member's attendance" });
    await waitFor(() => expect(server.callsTo(ME)).not.toHaveLength(0));
    expect(server.callsTo(ME)[0]?.request.headers.get('authorization')).toBe('Bearer ops.token');
    server.answer(ATTENDANCE, json(problemBody(401, 'session_expired', 'Ended.'), 401));
    await userEvent.type(screen.getByLabelText("Member's link name or mobile number"), 'AshaVerma');
    await userEvent.click(screen.getByRole('button', { name: 'Show attendance' }));
    expect(await screen.findByLabelText('Mobile number')).toBeInTheDocument();
    expect(Cookies.get('sessiontoken')).toBe('member.token');
  });

  it('shows a wrong code in words beside the field', async () => {
    server.answer(
      VERIFY,
      json(problemBody(400, 'otp_wrong', 'That code is not right.', 'code'), 400),
    );
    renderWithStore(<OpsConsolePage />, { route: '/ops' });
    await userEvent.type(await screen.findByLabelText('Mobile number'), '+91 98000 00004');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await userEvent.type(await screen.findByLabelText('6-digit code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const field = await screen.findByLabelText('6-digit code');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  });

  it('lets support find a member, see their days and correct one with a reason', async () => {
    server.answer(ATTENDANCE, json(attendance([{ day: 2, batch: 1 }])));
    server.answer(
      CORRECT,
      json(
        attendance([
          { day: 1, batch: 2 },
          { day: 2, batch: 1 },
        ]),
      ),
    );
    await signIn(['support'], 'members');
    await userEvent.type(
      await screen.findByLabelText("Member's link name or mobile number"),
      'AshaVerma',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show attendance' }));
    expect(await screen.findByText('Days attended: 1')).toBeInTheDocument();
    expect(server.callsTo(ATTENDANCE)[0]?.search).toBe('?slug=AshaVerma');

    await userEvent.type(screen.getByLabelText('Day'), '1');
    await userEvent.clear(screen.getByLabelText('Batch'));
    await userEvent.type(screen.getByLabelText('Batch'), '2');
    await userEvent.type(screen.getByLabelText('Reason (the member sees it)'), 'Camera was off');
    await userEvent.click(screen.getByRole('button', { name: 'Save the correction' }));
    expect(await screen.findByText(/^Saved\./)).toBeInTheDocument();
    expect(await server.callsTo(CORRECT)[0]?.request.clone().json()).toEqual({
      slug: 'AshaVerma',
      day: 1,
      batch: 2,
      attended: true,
      reason: 'Camera was off',
    });
    expect(await screen.findByText('Days attended: 2')).toBeInTheDocument();
  });

  it('lets an admin list a person with roles and remove one, each with a reason', async () => {
    const ravi = {
      ...person(['finance']),
      id: 9,
      name: 'Ravi Finance',
      phone_number: '+919800000009',
    };
    server.answer(PEOPLE, json({ result: [person(['admin']), ravi] }));
    server.answer(ADD, json({ ...person(['support', 'content']), id: 10, name: 'Nina New' }, 201));
    server.answer(REMOVE, new Response(null, { status: 204 }));
    await signIn(['admin'], 'people');
    expect(await screen.findByText('Ravi Finance')).toBeInTheDocument();
    expect(screen.queryByLabelText("Member's link name or mobile number")).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Their mobile number'), '+91 98000-00010');
    await userEvent.type(screen.getByLabelText('Their name'), 'Nina New');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Content' }));
    await userEvent.type(screen.getByLabelText('Reason'), 'joins the help desk');
    await userEvent.click(screen.getByRole('button', { name: 'List them' }));
    expect(await screen.findByText('Nina New is listed and can sign in.')).toBeInTheDocument();
    expect(await server.callsTo(ADD)[0]?.request.clone().json()).toEqual({
      phone_number: '+919800000010',
      name: 'Nina New',
      roles: ['support', 'content'],
      reason: 'joins the help desk',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Remove Ravi Finance' }));
    await userEvent.type(
      screen.getByLabelText('Why Ravi Finance leaves the console'),
      'moved to another team',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(server.callsTo(REMOVE)).toHaveLength(1));
    expect(await server.callsTo(REMOVE)[0]?.request.clone().json()).toEqual({
      reason: 'moved to another team',
    });
    await waitFor(() => expect(server.callsTo(PEOPLE).length).toBeGreaterThanOrEqual(3));
  });

  it("lets an admin change a person's roles in place, with a reason", async () => {
    const ravi = { ...person(['finance']), id: 9, name: 'Ravi Finance' };
    server.answer(PEOPLE, json({ result: [ravi] }));
    server.answer(CHANGE, json({ ...ravi, roles: ['support', 'finance'] }));
    await signIn(['admin'], 'people');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Change the roles of Ravi Finance' }),
    );
    const picker = screen.getAllByRole('group', { name: 'Roles' })[0]!;
    await userEvent.click(within(picker).getByRole('checkbox', { name: 'Support' }));
    await userEvent.type(
      screen.getByLabelText('Why the roles of Ravi Finance change'),
      'covers the help desk',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save the roles' }));
    await waitFor(() => expect(server.callsTo(CHANGE)).toHaveLength(1));
    expect(await server.callsTo(CHANGE)[0]?.request.clone().json()).toEqual({
      name: 'Ravi Finance',
      roles: ['support', 'finance'],
      reason: 'covers the help desk',
    });
  });

  it("shows support the member's masked number, and the whole one only with a reason", async () => {
    server.answer(ATTENDANCE, json(attendance([])));
    server.answer(MEMBER, json({ ...demoLead, name: 'Asha Verma', phone_number: '+91******3210' }));
    server.answer(REVEAL, json({ phone_number: '+919876543210' }));
    await signIn(['support'], 'members');
    await userEvent.type(
      await screen.findByLabelText("Member's link name or mobile number"),
      'AshaVerma',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show attendance' }));
    expect(await screen.findByText('Asha Verma · +91******3210')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show the whole number' }));
    await userEvent.type(
      screen.getByLabelText('Why you need the whole number (the member sees it)'),
      'Courier needs to call',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show it' }));
    expect(await screen.findByRole('link', { name: 'Call +919876543210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    expect(await server.callsTo(REVEAL)[0]?.request.clone().json()).toEqual({
      reason: 'Courier needs to call',
    });
  });

  it("lets support send a claimed gift with its tracking number and download the courier's list", async () => {
    const gift = {
      id: 31,
      level: 1,
      guess_day: null,
      gift_name: 'Steel water bottle',
      gift_name_hi: 'पानी की बोतल',
      status: 'claimed',
      earned_at: '2026-11-20T05:00:00.000Z',
      claimed_at: '2026-11-21T05:00:00.000Z',
      shipped_at: null,
      delivered_at: null,
      tracking: null,
      address: {
        recipient: 'Kavya Nair',
        phone_number: '+91******1234',
        line1: '4 Temple Street',
        line2: '',
        city: 'Kochi',
        state: 'Kerala',
        pincode: '682001',
        country_code: 'IN',
      },
      member: { id: 12, name: 'Kavya Nair', slug: 'KavyaNair' },
    };
    server.answer(GIFTS, json({ data: [gift], next: null }));
    server.answer(SHIP, json({ ...gift, status: 'shipped', tracking: 'DTDC-77' }));
    server.answer(SHIPPING_LIST, new Response('\uFEFFgift_id\r\n31\r\n', { status: 200 }));
    const saved: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:list');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    await signIn(['support']);
    await userEvent.click(await screen.findByRole('tab', { name: 'Gifts' }));
    expect(await screen.findByText('#31 Steel water bottle for Kavya Nair')).toBeInTheDocument();
    expect(screen.getByText('Kavya Nair · +91******1234')).toBeInTheDocument();
    expect(server.callsTo(GIFTS)[0]?.search).toContain('status=claimed');

    await userEvent.type(screen.getByLabelText('Tracking number of gift #31'), 'DTDC-77');
    await userEvent.click(screen.getByRole('button', { name: 'Mark gift #31 sent' }));
    await waitFor(() => expect(server.callsTo(SHIP)).toHaveLength(1));
    expect(await server.callsTo(SHIP)[0]?.request.clone().json()).toEqual({
      status: 'shipped',
      tracking: 'DTDC-77',
    });
    await waitFor(() => expect(server.callsTo(GIFTS).length).toBeGreaterThanOrEqual(2));

    await userEvent.click(
      screen.getByRole('button', { name: "Download the courier's list (CSV)" }),
    );
    await waitFor(() => expect(saved).toEqual([expect.stringMatching(/^shipping-list-.*\.csv$/)]));
    expect(server.callsTo(SHIPPING_LIST)[0]?.request.headers.get('authorization')).toBe(
      'Bearer ops.token',
    );
    click.mockRestore();
  });

  it('lets an admin give a remote a window in India time and roll its release back, each with a reason', async () => {
    const festivals = {
      name: 'mf-festivals',
      entry: '/remotes/mf-festivals/mf-manifest.json',
      enabled: true,
      activeFrom: null,
      activeUntil: null,
      routes: [],
    };
    const release = (name: string, at: string) => ({
      release: name,
      version: name.split('-')[0],
      manifest_sha256: 'a'.repeat(64),
      released_by: 'ops',
      released_at: at,
    });
    server.answer(PEOPLE, json({ result: [] }));
    server.answer(REMOTES, json({ remotes: [festivals] }));
    server.answer(SWITCH_REMOTE, json({ ...festivals, activeFrom: '2026-10-20T00:00:00.000Z' }));
    server.answer(
      RELEASES,
      json({
        active: '0.2.0-bbbbbbbb',
        releases: [
          release('0.2.0-bbbbbbbb', '2026-11-27T05:00:00.000Z'),
          release('0.1.0-aaaaaaaa', '2026-11-20T05:00:00.000Z'),
        ],
      }),
    );
    server.answer(EVENTS, json({ events: [] }));
    server.answer(SERVE, json(festivals));
    await signIn(['admin']);
    await userEvent.click(await screen.findByRole('tab', { name: 'Remotes' }));
    expect(await screen.findByText('Serving release 0.2.0-bbbbbbbb.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Change mf-festivals' }));
    const form = screen.getByRole('form', { name: 'Change mf-festivals' });
    await userEvent.type(
      within(form).getByLabelText('Starts (India time, empty: now)'),
      '2026-10-20T05:30',
    );
    await userEvent.type(within(form).getByLabelText('Reason (kept in the log)'), 'Diwali season');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.callsTo(SWITCH_REMOTE)).toHaveLength(1));
    expect(await server.callsTo(SWITCH_REMOTE)[0]?.request.clone().json()).toEqual({
      enabled: true,
      activeFrom: '2026-10-20T00:00:00.000Z',
      activeUntil: null,
      reason: 'Diwali season',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Roll back to 0.1.0-aaaaaaaa' }));
    await userEvent.type(
      screen.getByLabelText('Why: Roll back to 0.1.0-aaaaaaaa (kept in the log)'),
      'the poster maker broke',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Roll back to 0.1.0-aaaaaaaa' }));
    await waitFor(() => expect(server.callsTo(SERVE)).toHaveLength(1));
    expect(await server.callsTo(SERVE)[0]?.request.clone().json()).toEqual({
      release: '0.1.0-aaaaaaaa',
      reason: 'the poster maker broke',
    });
  });

  it('opens on the dashboard for every role, with totals, a row per day and each batch', async () => {
    server.answer(
      DASHBOARD,
      json(
        dashboard(
          [
            { ...quietDay('2026-11-27'), joins: 1200, referred_joins: 300, page_views_free: 5400 },
            { ...quietDay('2026-11-28'), joins: 800, payments: 3, paid_amount: 299700 },
          ],
          [
            {
              challenge_id: 61,
              challenge_title: 'Winter 14-Day Yoga Challenge',
              challenge_title_hi: 'शीतकालीन 14 दिवसीय योग चैलेंज',
              day: 4,
              batch: 2,
              starts_at: '2026-11-28T02:00:00Z',
              attended: 4321,
            },
          ],
        ),
      ),
    );
    await signIn(['finance']);
    await screen.findByRole('table', { name: 'Figures per day, latest first' });
    const total = (term: string) =>
      screen.getAllByText(term).find((element) => element.tagName === 'DT')?.nextElementSibling
        ?.textContent;
    expect(total('Joins')).toBe('2,000');
    expect(total('Through an invite')).toBe('300');
    expect(total('Amount paid')).toBe('₹2,997');
    const perDay = screen.getByRole('table', { name: 'Figures per day, latest first' });
    expect(within(perDay).getAllByRole('row')).toHaveLength(3);
    const perSession = screen.getByRole('table', { name: 'Attendance per session' });
    expect(within(perSession).getByText('Winter 14-Day Yoga Challenge')).toBeInTheDocument();
    expect(within(perSession).getByText('4,321')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('From (India day)'), '2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show the figures' }));
    await waitFor(() => expect(server.callsTo(DASHBOARD).at(-1)?.search).toBe('?from=2026-11-01'));
  });

  it('says when nothing happened in the range, and names a refused date beside its field', async () => {
    await signIn(['content']);
    expect(
      await screen.findByText(
        'Nothing happened on these days: no join, visit, payment or session.',
      ),
    ).toBeInTheDocument();
    server.answer(
      DASHBOARD,
      json(problemBody(400, 'invalid_input', 'from must not be after to.', 'from'), 400),
    );
    await userEvent.type(screen.getByLabelText('From (India day)'), '2026-12-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show the figures' }));
    const field = await screen.findByLabelText('From (India day)');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  });

  it('lets support approve a held referral with the reason its record keeps', async () => {
    const held = {
      member_id: 77,
      name: 'Nisha Rao',
      phone_number: '+91******4321',
      inviter_id: 12,
      signup_device: 'device-abc',
      signup_network: '203.0.113.0/24',
      joined_at: '2026-11-27T05:00:00Z',
      review: 'held',
    };
    server.answer(HELD, [json({ data: [held] }), json({ data: [] })]);
    server.answer(DECIDE, json({ ...held, review: 'approved' }));
    await signIn(['support'], 'referrals');
    expect(await screen.findByText('Nisha Rao · +91******4321')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Approve Nisha Rao' }));
    await userEvent.type(
      screen.getByLabelText('Why Nisha Rao is a real friend'),
      'Family at one address',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Approve Nisha Rao' }));
    await waitFor(() => expect(server.callsTo(DECIDE)).toHaveLength(1));
    expect(await server.callsTo(DECIDE)[0]?.request.clone().json()).toEqual({
      decision: 'approved',
      reason: 'Family at one address',
    });
    expect(await screen.findByText('No sign-up is waiting for review.')).toBeInTheDocument();
  });

  it('lets support answer a grievance before its deadline, which closes it', async () => {
    const grievance = {
      reference: 'GRV-2026-7K3Q9A',
      category: 'gifts',
      text: 'My gift has not arrived after a month.',
      status: 'open',
      created_at: '2026-11-01T05:00:00Z',
      due_at: '2099-01-30T05:00:00Z',
      answer: null,
      answered_at: null,
      lead_id: 12,
    };
    server.answer(GRIEVANCES, [json({ result: [grievance] }), json({ result: [] })]);
    server.answer(ANSWER, json({ ...grievance, status: 'closed', answer: 'Sent again.' }));
    server.answer(ERASURES, json({ result: [] }));
    await signIn(['support'], 'grievances');
    expect(await screen.findByText('My gift has not arrived after a month.')).toBeInTheDocument();
    expect(screen.getByText(/^Gifts and vouchers, raised/)).toBeInTheDocument();
    await userEvent.type(
      screen.getByLabelText('Answer to GRV-2026-7K3Q9A (the member reads it)'),
      'Sent again by Speed Post; tracking EE123456789IN.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Answer and close GRV-2026-7K3Q9A' }));
    await waitFor(() => expect(server.callsTo(ANSWER)).toHaveLength(1));
    expect(await server.callsTo(ANSWER)[0]?.request.clone().json()).toEqual({
      answer: 'Sent again by Speed Post; tracking EE123456789IN.',
    });
    expect(await screen.findByText('No grievance is open.')).toBeInTheDocument();
  });

  it('shows support the erasure requests, flags one the job is behind on, and runs the due ones', async () => {
    const request = (id: number, fields: object) => ({
      id,
      lead_id: 40 + id,
      requested_at: '2026-11-25T05:00:00Z',
      erase_after: '2026-11-27T05:00:00Z',
      cancelled_at: null,
      erased_at: null,
      overdue: false,
      ...fields,
    });
    server.answer(GRIEVANCES, json({ result: [] }));
    server.answer(ERASURES, [
      json({
        result: [
          request(1, { overdue: true }),
          request(2, { erase_after: '2099-01-01T05:00:00Z' }),
        ],
      }),
      json({ result: [request(2, { erase_after: '2099-01-01T05:00:00Z' })] }),
      json({ result: [request(1, { erased_at: '2026-11-28T06:00:00Z' })] }),
    ]);
    server.answer(RUN_ERASURES, json({ erased: 1 }));
    await signIn(['support'], 'grievances');
    const card = await screen.findByRole('region', { name: 'Erasure requests' });
    expect(await within(card).findByText('Member 41')).toBeInTheDocument();
    expect(within(card).getByText('Past its 48 hours, not erased yet')).toBeInTheDocument();
    expect(within(card).getByText(/^Can cancel until/)).toBeInTheDocument();
    expect(server.callsTo(ERASURES)[0]?.search).toContain('status=open');

    await userEvent.click(within(card).getByRole('button', { name: 'Erase the due accounts now' }));
    expect(await within(card).findByRole('status')).toHaveTextContent('1 account erased.');
    await waitFor(() => expect(within(card).queryByText('Member 41')).not.toBeInTheDocument());

    await userEvent.selectOptions(within(card).getByLabelText('Show'), 'Erased');
    expect(await within(card).findByText(/^Erased /)).toBeInTheDocument();
    expect(server.callsTo(ERASURES).at(-1)?.search).toContain('status=erased');
  });

  it('says so when the erasure requests cannot be loaded, and tries again', async () => {
    server.answer(GRIEVANCES, json({ result: [] }));
    server.answer(ERASURES, [
      json(problemBody(503, 'unavailable', 'Down for a moment.'), 503),
      json({ result: [] }),
    ]);
    await signIn(['support'], 'grievances');
    const card = await screen.findByRole('region', { name: 'Erasure requests' });
    expect(
      await within(card).findByText('The erasure requests could not be loaded.'),
    ).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: /try again/i }));
    expect(await within(card).findByText('No request here.')).toBeInTheDocument();
  });

  it('lets finance list orders by state and reconcile them with the gateway', async () => {
    const order = {
      id: 'ord_abcdefghij0123456789',
      plan_id: 1,
      amount: 99900,
      currency: 'INR',
      status: 'paid',
      voucher_code: null,
      gateway: 'razorpay',
      gateway_order_id: 'order_X',
      key_id: 'rzp_test',
      checkout_url: null,
      created_at: '2026-11-27T05:00:00Z',
      paid_at: '2026-11-27T05:02:00Z',
      member_id: 12,
      payment_id: 'pay_X',
    };
    server.answer(ORDERS, json({ result: [order] }));
    server.answer(
      RECONCILE,
      json({ checked: 3, paid: 1, failed: 1, pending: 1, refund_due: 0, errors: 0 }),
    );
    await signIn(['finance'], 'payments');
    expect(await screen.findByText('₹999')).toBeInTheDocument();
    expect(screen.getByText('Gateway payment pay_X')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Show orders that are'), 'To refund');
    await waitFor(() =>
      expect(server.callsTo(ORDERS).at(-1)?.search).toContain('status=refund_due'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reconcile now' }));
    expect(
      await screen.findByText(
        'Asked about 3: 1 paid, 1 closed, 1 left waiting, 0 to refund, 0 not reached.',
      ),
    ).toBeInTheDocument();
  });

  it("lets the content team add a batch in India time and see a day's seats", async () => {
    const session = {
      id: 501,
      day: 4,
      batch: 1,
      title: 'Sun salutations',
      title_hi: 'सूर्य नमस्कार',
      starts_at: '2026-11-28T01:00:00Z',
      duration_minutes: 45,
      zoom_url: 'https://zoom.us/j/1',
      zoom_capacity: 1000,
      zoom_joins: 998,
      youtube_url: null,
      replay_url: null,
      guide_url: null,
      world_record: true,
    };
    server.answer(
      CHALLENGES,
      json({
        result: [
          {
            id: 61,
            title: 'Winter 14-Day Yoga Challenge',
            title_hi: 'शीतकालीन 14 दिवसीय योग चैलेंज',
            countrycode: 'IN',
            timezone: 'Asia/Kolkata',
            start_date: '2026-11-25',
            end_date: '2026-12-08',
            sessions: 14,
          },
        ],
      }),
    );
    server.answer(SESSIONS, json([session]));
    server.answer(PUT_SESSION, json({ ...session, id: 502, batch: 2, world_record: false }));
    await signIn(['content'], 'challenges');
    expect(await screen.findByText('Day 4, batch 1: Sun salutations')).toBeInTheDocument();
    expect(screen.getByText('Zoom seats taken: 998 of 1000')).toBeInTheDocument();
    expect(screen.getByText('World record')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add a batch' }));
    const form = screen.getByRole('form', { name: 'A new batch' });
    await userEvent.type(within(form).getByLabelText('Day (1 to 14)'), '4');
    await userEvent.clear(within(form).getByLabelText('Batch'));
    await userEvent.type(within(form).getByLabelText('Batch'), '2');
    await userEvent.type(within(form).getByLabelText('Title in English'), 'Sun salutations');
    await userEvent.type(within(form).getByLabelText('Title in Hindi'), 'सूर्य नमस्कार');
    await userEvent.type(within(form).getByLabelText('Starts (India time)'), '2026-11-28T07:30');
    await userEvent.type(within(form).getByLabelText('Zoom link'), 'https://zoom.us/j/2');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the batch' }));
    await waitFor(() => expect(server.callsTo(PUT_SESSION)).toHaveLength(1));
    expect(await server.callsTo(PUT_SESSION)[0]?.request.clone().json()).toEqual({
      title: 'Sun salutations',
      title_hi: 'सूर्य नमस्कार',
      starts_at: '2026-11-28T02:00:00.000Z',
      duration_minutes: 45,
      zoom_capacity: 1000,
      zoom_url: 'https://zoom.us/j/2',
      youtube_url: null,
      replay_url: null,
      guide_url: null,
      world_record: false,
    });
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'A new batch' })).not.toBeInTheDocument(),
    );
  });

  it('finds a member by the number they call from, typed as people say it', async () => {
    server.answer(
      BY_PHONE,
      json({ ...demoLead, name: 'Asha Verma', phone_number: '+91******3210' }),
    );
    server.answer(ATTENDANCE, json(attendance([{ day: 1, batch: 1 }])));
    server.answer(
      `GET /api/lead/lead/slug/${demoLead.slug}`,
      json({ ...demoLead, name: 'Asha Verma', phone_number: '+91******3210' }),
    );
    await signIn(['support'], 'members');
    await userEvent.type(
      await screen.findByLabelText("Member's link name or mobile number"),
      '98765 43210',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show attendance' }));
    expect(await screen.findByText('Days attended: 1')).toBeInTheDocument();
    expect(server.callsTo(BY_PHONE)[0]?.search).toBe('?phone_number=%2B919876543210');
    expect(server.callsTo(ATTENDANCE)[0]?.search).toBe(`?slug=${demoLead.slug}`);
  });

  it("lets support withdraw a member's certificate with the reason its page will show", async () => {
    const certificate = {
      id: '7K3Q9A7K3Q9A7K3Q',
      holder_name: 'Asha Verma',
      status: 'valid',
      revoked_reason: null,
    };
    server.answer(ATTENDANCE, json(attendance([{ day: 1, batch: 1 }])));
    server.answer(MEMBER, json({ ...demoLead, name: 'Asha Verma', phone_number: '+91******3210' }));
    server.answer(
      CERTIFICATE,
      json({ status: 'issued', days_attended: 12, days_needed: 10, certificate }),
    );
    server.answer(REVOKE, json({ ...certificate, status: 'revoked' }));
    await signIn(['support'], 'members');
    await userEvent.type(
      await screen.findByLabelText("Member's link name or mobile number"),
      'AshaVerma',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show attendance' }));
    expect(
      await screen.findByText('Printed name: Asha Verma (certificate 7K3Q9A7K3Q9A7K3Q)'),
    ).toBeInTheDocument();
    expect(server.callsTo(CERTIFICATE)[0]?.search).toBe(`?leadid=${demoLead.id}`);
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw the certificate' }));
    await userEvent.type(
      screen.getByLabelText('Why it is withdrawn (its public page shows this)'),
      'Attendance was marked by mistake',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw the certificate' }));
    await waitFor(() => expect(server.callsTo(REVOKE)).toHaveLength(1));
    expect(await server.callsTo(REVOKE)[0]?.request.clone().json()).toEqual({
      reason: 'Attendance was marked by mistake',
    });
  });

  it('lets support correct a whole batch at once and names those it could not', async () => {
    server.answer(
      BULK,
      json({
        results: [
          { member: 'asha-verma', outcome: 'corrected', code: null, message: null },
          { member: '+919876543210', outcome: 'corrected', code: null, message: null },
          {
            member: 'nobody-here',
            outcome: 'refused',
            code: 'not_found',
            message: 'No member has this link name or number.',
          },
        ],
      }),
    );
    await signIn(['support'], 'members');
    await userEvent.type(
      await screen.findByLabelText('Members, one a line'),
      'Asha-Verma{enter}98765 43210{enter}nobody-here',
    );
    await userEvent.type(screen.getByLabelText('Day, for everyone listed'), '3');
    await userEvent.type(screen.getByLabelText('Reason (each member sees it)'), 'Zoom dropped');
    await userEvent.click(screen.getByRole('button', { name: 'Correct them all' }));
    expect(await screen.findByText('Corrected: 2. Not corrected: 1.')).toBeInTheDocument();
    expect(
      screen.getByText('nobody-here: No member has this link name or number.'),
    ).toBeInTheDocument();
    expect(await server.callsTo(BULK)[0]?.request.clone().json()).toEqual({
      members: ['asha-verma', '+919876543210', 'nobody-here'],
      day: 3,
      batch: 1,
      attended: true,
      reason: 'Zoom dropped',
    });
  });

  it('shows no attendance screen to a person without support', async () => {
    await signIn(['content']);
    await screen.findByText('Your roles: Content');
    expect(screen.queryByLabelText("Member's link name or mobile number")).not.toBeInTheDocument();
  });

  describe('in Hindi', () => {
    inTestLanguage('hi');

    it('asks for the number and the code in Hindi', async () => {
      renderWithStore(<OpsConsolePage />, { route: '/ops' });
      expect(await screen.findByRole('heading', { name: 'ऑप्स कंसोल' })).toBeInTheDocument();
      await userEvent.type(screen.getByLabelText('मोबाइल नंबर'), '+91 98000 00004');
      await userEvent.click(screen.getByRole('button', { name: 'कोड भेजें' }));
      expect(await screen.findByLabelText('6 अंकों का कोड')).toBeInTheDocument();
    });
  });
});
