import { bearer, signIn, signInEnrolled, type TestSession } from '../../testing/sign-in';
import { testClock } from '../../testing/test-clock';
import { TEST_OPS_TOKEN, testAppFor, type TestApp } from '../../testing/test-app';
import { STORE_KINDS } from '../../testing/test-database';

/** A challenge of the tests' own, so the demo sessions' times never decide an answer. */
const CHALLENGE = 9101;
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DURATION_MINUTES = 45;

/** Day 1's batches when the file starts (by the app's clock): 1 is under way, 2 has just started, 3 starts in an hour. */
const BATCH_STARTS: Record<number, number> = {
  1: -10 * MINUTE,
  2: -1 * MINUTE,
  3: 60 * MINUTE,
};

async function createChallenge(t: TestApp, now: number) {
  await t.db.query(
    `INSERT INTO challenges (id, title, countrycode, timezone, start_date, end_date)
     VALUES ($1, 'Live routes test challenge', 'IN', 'Asia/Kolkata', $2::date - 1, $2::date + 12)`,
    [CHALLENGE, new Date(now + 330 * MINUTE).toISOString().slice(0, 10)],
  );
  for (const [batch, offset] of Object.entries(BATCH_STARTS)) {
    const put = await putSession(t, 1, Number(batch), {
      title: `Batch ${batch}`,
      title_hi: `बैच ${batch}`,
      starts_at: new Date(now + offset).toISOString(),
      duration_minutes: DURATION_MINUTES,
      zoom_url: `https://zoom.us/j/10${batch}`,
      zoom_capacity: 2,
      youtube_url: `https://www.youtube.com/live/b${batch}`,
    });
    expect(put.statusCode).toBe(200);
  }
}

function putSession(
  t: TestApp,
  day: number,
  batch: number,
  payload: object,
  token = TEST_OPS_TOKEN,
) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/lead/program/${CHALLENGE}/sessions/${day}/${batch}`,
    headers: bearer(token),
    payload,
  });
}

const enrolledMember = (t: TestApp, name: string) => signInEnrolled(t, name, CHALLENGE);

describe.each(STORE_KINDS)('live session routes on %s', (kind) => {
  /** The app's clock: running, or standing at an instant a test names. */
  const clock = testClock();
  const t = testAppFor(kind, { clock });
  afterEach(() => clock.standAt(null));
  const started = clock.now().getTime();

  beforeAll(() => createChallenge(t, started));

  const join = (member: TestSession, batch: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/lead/lead/joinsession',
      headers: bearer(member.accessToken),
      payload: { batch },
    });
  const mark = (path: string, slug: string, token: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/lead/lead/${path}?slug=${slug}`,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload }),
    });
  const leadAttendance = (token: string, slug?: string) =>
    t.app.inject({
      url: `/api/lead/lead/getleadattendance${slug ? `?slug=${slug}` : ''}`,
      headers: bearer(token),
    });

  it('joins the Zoom meeting until its capacity, then the YouTube stream, and counts attendance', async () => {
    const members = [
      await enrolledMember(t, 'Zoom One'),
      await enrolledMember(t, 'Zoom Two'),
      await enrolledMember(t, 'Stream Three'),
    ];
    const answers = [];
    for (const member of members) answers.push(await join(member, 1));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((answer) => answer.json().link)).toEqual(['zoom', 'zoom', 'youtube']);
    expect(answers[2]!.json()).toEqual({
      day: 1,
      batch: 1,
      link: 'youtube',
      url: 'https://www.youtube.com/live/b1',
      total_attendance: 1,
      total_attended_days: 1,
    });
    // A second tap takes no second seat and answers the same link.
    const again = await join(members[0]!, 1);
    expect(again.json()).toEqual(answers[0]!.json());
    const admin = await t.app.inject({
      url: `/api/lead/program/${CHALLENGE}/sessions`,
      headers: bearer(TEST_OPS_TOKEN),
    });
    expect(admin.json().find((s: { batch: number }) => s.batch === 1).zoom_joins).toBe(2);
  });

  /** The app's clock stands at each edge of the window of a batch starting in two hours. */
  it.each([
    [10, 'opens 10:00 before its start', -10 * MINUTE, 200],
    [11, 'is open 9:59 before its start', -10 * MINUTE + SECOND, 200],
    [12, 'is not open 10:01 before its start', -10 * MINUTE - SECOND, 409],
    [13, 'is open at its start', 0, 200],
    [14, 'is open a millisecond before its end', DURATION_MINUTES * MINUTE - 1, 200],
    [15, 'is closed at its end', DURATION_MINUTES * MINUTE, 409],
    [16, 'is closed after its end', DURATION_MINUTES * MINUTE + SECOND, 409],
  ])('batch %i %s', async (batch, _edge, sinceStart, status) => {
    const member = await enrolledMember(t, 'Edge Walker');
    const startsAt = Math.floor((started + 120 * MINUTE) / SECOND) * SECOND;
    await putSession(t, 1, batch, {
      title: 'Edge',
      title_hi: 'किनारा',
      starts_at: new Date(startsAt).toISOString(),
      duration_minutes: DURATION_MINUTES,
      youtube_url: 'https://www.youtube.com/live/edge',
    });
    clock.standAt(startsAt + sinceStart);
    const answer = await join(member, batch);
    expect(answer.statusCode).toBe(status);
    if (status === 409) expect(answer.json().code).toBe('session_not_open');
    const marked = await mark('markattendance', member.account.slug, member.accessToken, {
      batch,
    });
    expect(marked.statusCode).toBe(status);
    clock.standAt(null);
    // The edge session goes again, so later tests see only the file's own batches.
    await t.app.inject({
      method: 'DELETE',
      url: `/api/lead/program/${CHALLENGE}/sessions/1/${batch}`,
      headers: bearer(TEST_OPS_TOKEN),
    });
  });

  it('says when a closed batch opens, and 404 for a batch the challenge lacks', async () => {
    const member = await enrolledMember(t, 'Early Riser');
    const early = await join(member, 3);
    expect(early.statusCode).toBe(409);
    expect(Date.parse(early.json().opensAt)).toBe(
      Math.floor((started + BATCH_STARTS[3]!) / SECOND) * SECOND - 10 * MINUTE,
    );
    expect((await join(member, 9)).statusCode).toBe(404);
  });

  it('refuses a member not enrolled in any challenge with 409 not_enrolled', async () => {
    const member = await signIn(t, 'Not Enrolled');
    await t.db.query('UPDATE leads SET active_challenge_id = NULL WHERE id = $1', [
      member.account.id,
    ]);
    const answer = await join(member, 1);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().code).toBe('not_enrolled');
  });

  it('needs a member to join: 401 without a token, 403 for ops', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/lead/lead/joinsession',
      payload: { batch: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
    const ops = await t.app.inject({
      method: 'POST',
      url: '/api/lead/lead/joinsession',
      headers: bearer(TEST_OPS_TOKEN),
      payload: { batch: 1 },
    });
    expect(ops.statusCode).toBe(403);
  });

  it('records 20 concurrent marks of one member through every path once', async () => {
    const member = await enrolledMember(t, 'Double Tapper');
    const paths = ['attendsession', 'markattendance'];
    const answers = await Promise.all([
      ...Array.from({ length: 18 }, (_, i) =>
        mark(paths[i % 2]!, member.account.slug, member.accessToken, { batch: 2 }),
      ),
      join(member, 2),
      t.app.inject({
        method: 'POST',
        url: `/api/subscription/free-member/attendance/${member.account.slug}`,
        headers: bearer(member.accessToken),
        payload: { batch: 2 },
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    for (const answer of answers) {
      expect(answer.json()).toMatchObject({ total_attendance: 1, total_attended_days: 1 });
    }
    const rows = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM attendance WHERE lead_id = $1',
      [member.account.id],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('marks by slug for that member or ops only, and an empty body marks what is open', async () => {
    const owner = await enrolledMember(t, 'Slug Owner');
    const other = await enrolledMember(t, 'Slug Other');
    expect(
      (await mark('attendsession', owner.account.slug, other.accessToken, {})).statusCode,
    ).toBe(403);
    expect((await mark('attendsession', owner.account.slug, 'x'.repeat(40))).statusCode).toBe(401);
    const byOps = await mark('markattendance', owner.account.slug, TEST_OPS_TOKEN);
    expect(byOps.statusCode).toBe(200);
    // Batches 1 and 2 are both under way: the later start wins (sessionToMark).
    expect(byOps.json()).toMatchObject({ day: 1, batch: 2, total_attendance: 1 });
    const list = await leadAttendance(owner.accessToken);
    expect(list.json()).toMatchObject({
      challenge_id: CHALLENGE,
      total_attendance: 1,
      total_attended_days: 1,
      sessions: [{ day: 1, batch: 2, source: 'mark' }],
    });
    expect((await leadAttendance(other.accessToken, owner.account.slug)).statusCode).toBe(403);
    expect((await leadAttendance(TEST_OPS_TOKEN)).json()).toMatchObject({ field: 'slug' });
    expect((await leadAttendance(TEST_OPS_TOKEN, owner.account.slug)).statusCode).toBe(200);
  });

  it('lets ops correct attendance with a reason kept in the audit table', async () => {
    const member = await enrolledMember(t, 'Corrected Member');
    const correct = (payload: object, token = TEST_OPS_TOKEN) =>
      t.app.inject({
        method: 'POST',
        url: '/api/lead/lead/updateleadattendance',
        headers: bearer(token),
        payload,
      });
    const add = {
      slug: member.account.slug,
      day: 1,
      batch: 3,
      attended: true,
      reason: 'Zoom list',
    };
    expect((await correct(add, member.accessToken)).statusCode).toBe(403);
    const added = await correct(add);
    expect(added.json()).toMatchObject({ challenge_id: CHALLENGE });
    expect(added.json()).toMatchObject({
      total_attendance: 1,
      sessions: [{ day: 1, batch: 3, source: 'ops' }],
    });
    const removed = await correct({ ...add, attended: false, reason: 'Marked by mistake' });
    expect(removed.json()).toMatchObject({ total_attendance: 0, sessions: [] });
    const audit = await t.db.query<{ attended: boolean; reason: string }>(
      'SELECT attended, reason FROM attendance_corrections WHERE lead_id = $1 ORDER BY id',
      [member.account.id],
    );
    expect(audit).toEqual([
      { attended: true, reason: 'Zoom list' },
      { attended: false, reason: 'Marked by mistake' },
    ]);
    expect((await correct({ ...add, reason: '' })).json()).toMatchObject({ field: 'reason' });
    expect((await correct({ ...add, batch: 20 })).statusCode).toBe(404);
  });

  it('answers the world-record session and whether the member attended it', async () => {
    const member = await enrolledMember(t, 'Record Breaker');
    const read = () =>
      t.app.inject({
        url: '/api/lead/lead/worldrecordattendance',
        headers: bearer(member.accessToken),
      });
    expect((await read()).json()).toEqual({ session: null, attended: false, marked_at: null });
    const startsAt = new Date(started + BATCH_STARTS[1]!).toISOString();
    await putSession(t, 1, 1, {
      title: 'World record attempt',
      title_hi: 'विश्व रिकॉर्ड का प्रयास',
      starts_at: startsAt,
      duration_minutes: DURATION_MINUTES,
      youtube_url: 'https://www.youtube.com/live/record',
      world_record: true,
    });
    await join(member, 1);
    const answer = (await read()).json();
    expect(answer).toMatchObject({
      session: {
        day: 1,
        batch: 1,
        title: 'World record attempt',
        title_hi: 'विश्व रिकॉर्ड का प्रयास',
      },
      attended: true,
    });
    expect(Date.parse(answer.marked_at)).toBeGreaterThan(started);
  });

  it('keeps a preferred batch and a reminder, which needs a batch', async () => {
    const member = await enrolledMember(t, 'Reminder Member');
    const url = `/api/lead/lead/remind/${member.account.id}`;
    const set = (payload: object) =>
      t.app.inject({ method: 'POST', url, headers: bearer(member.accessToken), payload });
    expect((await t.app.inject({ url, headers: bearer(member.accessToken) })).json()).toEqual({
      preferred_batch: null,
      reminder: false,
    });
    const refused = await set({ reminder: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().field).toBe('preferred_batch');
    expect((await set({ preferred_batch: 17 })).json().field).toBe('preferred_batch');
    expect((await set({ preferred_batch: 2, reminder: true })).json()).toEqual({
      preferred_batch: 2,
      reminder: true,
    });
    expect((await set({ preferred_batch: null })).statusCode).toBe(400);
    expect((await set({ reminder: false })).json()).toEqual({
      preferred_batch: 2,
      reminder: false,
    });
    const other = await enrolledMember(t, 'Nosy Member');
    expect((await t.app.inject({ url, headers: bearer(other.accessToken) })).statusCode).toBe(403);
  });

  it('counts resources opened and hands out one short link per channel', async () => {
    const member = await enrolledMember(t, 'Sharing Member');
    const track = await t.app.inject({
      method: 'POST',
      url: '/api/lead/lead/resourcetrack',
      headers: bearer(member.accessToken),
      payload: { day: 1, kind: 'replay' },
    });
    expect(track.statusCode).toBe(204);
    const link = (channel: string) =>
      t.app.inject({
        url: `/api/lead/lead/getshortlink?channel=${channel}`,
        headers: bearer(member.accessToken),
      });
    const first = (await link('whatsapp')).json();
    expect(first).toMatchObject({ channel: 'whatsapp', path: `/s/${first.code}` });
    expect((await link('whatsapp')).json()).toEqual(first);
    expect((await link('linkedin')).json().code).not.toBe(first.code);
    expect((await link('fax')).json().field).toBe('channel');
    const qr = await t.app.inject(`/api/lead/lead/qr/${member.account.slug}`);
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(qr.body).toMatch(/^<svg/);
    expect((await t.app.inject('/api/lead/lead/qr/no-such-member')).statusCode).toBe(404);
  });

  it('lets only ops edit sessions, with web links only', async () => {
    const member = await enrolledMember(t, 'Not Ops');
    const valid = {
      title: 'Evening flow',
      title_hi: 'शाम का अभ्यास',
      starts_at: '2030-01-01T13:30:00Z',
      duration_minutes: 45,
    };
    expect((await putSession(t, 2, 1, valid, member.accessToken)).statusCode).toBe(403);
    const bad = await putSession(t, 2, 1, { ...valid, zoom_url: 'javascript:alert(1)' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('zoom_url');
    const created = await putSession(t, 2, 1, valid);
    expect(created.json()).toMatchObject({ day: 2, batch: 1, zoom_capacity: 1000 });
    const remove = () =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/lead/program/${CHALLENGE}/sessions/2/1`,
        headers: bearer(TEST_OPS_TOKEN),
      });
    expect((await remove()).statusCode).toBe(204);
    expect((await remove()).statusCode).toBe(404);
  });

  it('takes a session title in English and Hindi, and the programme answers both', async () => {
    const valid = {
      title: 'Twists for the spine',
      title_hi: 'रीढ़ के लिए मोड़ वाले आसन',
      starts_at: '2030-01-03T01:00:00Z',
      duration_minutes: 45,
    };
    const { title_hi: _left, ...englishOnly } = valid;
    for (const [payload, field] of [
      [englishOnly, 'title_hi'],
      [{ ...valid, title_hi: '' }, 'title_hi'],
      [{ ...valid, title_hi: 'पंक्ति\nदो' }, 'title_hi'],
    ] as const) {
      const refused = await putSession(t, 3, 1, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().field).toBe(field);
    }
    const created = await putSession(t, 3, 1, valid);
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ title: valid.title, title_hi: valid.title_hi });
    const program = await t.app.inject(`/api/lead/program/get/${CHALLENGE}`);
    expect(program.json().sessions).toContainEqual(
      expect.objectContaining({ day: 3, batch: 1, title: valid.title, title_hi: valid.title_hi }),
    );
    const listed = await t.app.inject({
      url: `/api/lead/program/${CHALLENGE}/sessions`,
      headers: bearer(TEST_OPS_TOKEN),
    });
    expect(listed.json()).toContainEqual(
      expect.objectContaining({ day: 3, batch: 1, title_hi: valid.title_hi }),
    );
  });
});
