import {
  bearer,
  callAs,
  signIn,
  signInEnrolled,
  signInOps,
  type TestSession,
} from '../../testing/sign-in';
import { STORE_VARIANTS, testAppWithRedisFor } from '../../testing/test-app';

/*
 * Issues 26 and 28: ops changing a member's own data give a reason, kept with the data before and
 * after (`member_ops_events`); the member reads every ops action on their data
 * (`member/ops-actions`) and ops' answer to a grievance (`ops/grievances/{reference}`).
 */

const CHALLENGE = 9261;
const MINUTE = 60_000;

describe.each(STORE_VARIANTS)(
  'what ops do with a member’s data, on %s (with Redis: %s)',
  (kind, withRedis) => {
    const t = testAppWithRedisFor(kind, withRedis);

    const call = callAs(t);
    const opsEvents = (member: TestSession) =>
      t.db.query<{ action: string; actor: string; reason: string; before: object; after: object }>(
        'SELECT action, actor, reason, before, after FROM member_ops_events WHERE lead_id = $1 ORDER BY id',
        [member.account.id],
      );
    const actions = async (member: TestSession) => {
      const res = await call('GET', '/user/member/ops-actions', member);
      expect(res.statusCode).toBe(200);
      return res.json().result as { action: string; reason: string | null; day: number | null }[];
    };

    beforeAll(async () => {
      const now = t.clock.now().getTime();
      await t.db.query(
        `INSERT INTO challenges (id, title, countrycode, timezone, start_date, end_date)
       VALUES ($1, 'Ops actions test challenge', 'IN', 'Asia/Kolkata', $2::date - 1, $2::date + 12)`,
        [CHALLENGE, new Date(now + 330 * MINUTE).toISOString().slice(0, 10)],
      );
      const put = await call('PUT', `/lead/program/${CHALLENGE}/sessions/1/2`, 'ops', {
        title: 'Batch 2',
        title_hi: 'बैच 2',
        starts_at: new Date(now - 10 * MINUTE).toISOString(),
        duration_minutes: 45,
        zoom_url: 'https://zoom.us/j/102',
        zoom_capacity: 10,
        youtube_url: 'https://www.youtube.com/live/b2',
      });
      expect(put.statusCode).toBe(200);
    });

    it('refuses an ops change to a profile without a reason, naming it, and changes nothing', async () => {
      const member = await signIn(t, 'Reasonless Change');
      for (const payload of [{ city: 'Pune' }, { city: 'Pune', reason: '  ' }]) {
        const res = await call('PUT', `/user/free-member/${member.account.id}`, 'ops', payload);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'invalid_input', field: 'reason' });
      }
      const [lead] = await t.db.query<{ city: string | null }>(
        'SELECT city FROM leads WHERE id = $1',
        [member.account.id],
      );
      expect(lead?.city).toBeNull();
      expect(await opsEvents(member)).toEqual([]);
    });

    it('keeps who, why, and the profile before and after with an ops change, not with the member’s own', async () => {
      const member = await signIn(t, 'Asha Rename');
      const own = await call('PUT', `/user/free-member/${member.account.id}`, member, {
        city: 'Jaipur',
      });
      expect(own.statusCode).toBe(200);
      expect(await opsEvents(member)).toEqual([]);

      const res = await call('PUT', `/user/free-member/${member.account.id}`, 'ops', {
        name: 'आशा वर्मा',
        reason: 'नाम की वर्तनी सुधारी, सदस्य के फ़ोन पर',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ name: 'आशा वर्मा', city: 'Jaipur' });
      expect(await opsEvents(member)).toEqual([
        {
          action: 'profile_changed',
          actor: 'ops',
          reason: 'नाम की वर्तनी सुधारी, सदस्य के फ़ोन पर',
          before: expect.objectContaining({ name: 'Asha Rename', city: 'Jaipur' }),
          after: expect.objectContaining({ name: 'आशा वर्मा', city: 'Jaipur' }),
        },
      ]);
    });

    it('keeps an ops change of an address and of the batch and reminder, each with its reason', async () => {
      const member = await signInEnrolled(t, 'Address And Batch', CHALLENGE);
      const address = {
        line1: '12 MI Road',
        line2: '',
        city: 'Jaipur',
        state: 'Rajasthan',
        pincode: '302001',
        country_code: 'IN',
      };
      const saved = await call('POST', '/user/member/address', member, address);
      expect(saved.statusCode).toBe(201);
      const url = `/user/member/address/${saved.json().id}`;
      const changed = { ...address, line1: '14 MI Road' };
      expect((await call('PUT', url, 'ops', changed)).json()).toMatchObject({ field: 'reason' });
      const res = await call('PUT', url, 'ops', { ...changed, reason: 'Courier returned it' });
      expect(res.statusCode).toBe(200);

      const remind = `/lead/lead/remind/${member.account.id}`;
      expect((await call('POST', remind, 'ops', { preferred_batch: 2 })).statusCode).toBe(400);
      const batch = await call('POST', remind, 'ops', {
        preferred_batch: 2,
        reminder: true,
        reason: 'Asked on the helpline',
      });
      expect(batch.json()).toEqual({ preferred_batch: 2, reminder: true });

      expect(await opsEvents(member)).toEqual([
        {
          action: 'address_changed',
          actor: 'ops',
          reason: 'Courier returned it',
          before: expect.objectContaining({ line1: '12 MI Road' }),
          after: expect.objectContaining({ line1: '14 MI Road' }),
        },
        {
          action: 'live_preferences_changed',
          actor: 'ops',
          reason: 'Asked on the helpline',
          before: { preferred_batch: null, reminder: false },
          after: { preferred_batch: 2, reminder: true },
        },
      ]);
    });

    it('lists every ops action on the member’s data for them, newest first, and only theirs', async () => {
      const member = await signInEnrolled(t, 'Ops Watched', CHALLENGE);
      const stranger = await signIn(t, 'Not Watched');
      const correction = await call('POST', '/lead/lead/updateleadattendance', 'ops', {
        slug: member.account.slug,
        day: 1,
        batch: 2,
        attended: true,
        reason: 'Camera was off, seen on the Zoom list',
      });
      expect(correction.statusCode).toBe(200);
      await call('PUT', `/user/free-member/${member.account.id}`, 'ops', {
        city: 'Indore',
        reason: 'Member wrote to support',
      });

      expect(await actions(member)).toEqual([
        expect.objectContaining({
          action: 'profile_changed',
          reason: 'Member wrote to support',
          day: null,
        }),
        expect.objectContaining({
          action: 'attendance_marked',
          reason: 'Camera was off, seen on the Zoom list',
          day: 1,
        }),
      ]);
      expect(await actions(stranger)).toEqual([]);
      expect((await call('GET', '/user/member/ops-actions', 'ops')).statusCode).toBe(403);

      const exported = (await call('GET', '/user/member/data-export', member)).json();
      expect(JSON.stringify(exported)).toContain('Member wrote to support');
    });

    it('names the ops person who made each change, and lets only support make them', async () => {
      const member = await signInEnrolled(t, 'Named Changes', CHALLENGE);
      const support = await signInOps(t, ['support'], 'Sunita Support');
      const content = await signInOps(t, ['content', 'finance', 'admin'], 'Not Support');
      const as = (token: string, url: string, payload: object, method: 'PUT' | 'POST' = 'POST') =>
        t.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });
      const correct = {
        slug: member.account.slug,
        day: 1,
        batch: 2,
        attended: true,
        reason: 'Seen on the Zoom list',
      };
      // Both of a support person's changes here, as one caller: the two answers.
      const attempt = async (token: string) => [
        (await as(token, '/lead/lead/updateleadattendance', correct)).statusCode,
        (
          await as(
            token,
            `/user/free-member/${member.account.id}`,
            { city: 'Agra', reason: 'Call' },
            'PUT',
          )
        ).statusCode,
      ];

      expect(await attempt(content.accessToken)).toEqual([403, 403]);
      expect(await opsEvents(member)).toEqual([]);
      expect(await attempt(support.accessToken)).toEqual([200, 200]);
      const who = `ops:${support.person.id}`;
      expect(await opsEvents(member)).toEqual([
        expect.objectContaining({ action: 'profile_changed', actor: who, reason: 'Call' }),
      ]);
      const corrections = await t.db.query<{ actor: string }>(
        'SELECT actor FROM attendance_corrections WHERE lead_id = $1',
        [member.account.id],
      );
      expect(corrections).toEqual([{ actor: who }]);
      expect((await actions(member)).map((entry) => entry.action)).toEqual([
        'profile_changed',
        'attendance_marked',
      ]);
    });

    it("shows support members' numbers masked, and whole only with a reason the member reads", async () => {
      const member = await signIn(t, 'Masked Number');
      const phone = member.account.phone_number;
      const support = await signInOps(t, ['support'], 'Masking Support');
      const content = await signInOps(t, ['content', 'admin'], 'No Support');
      const leadAs = async (headers: Record<string, string>) =>
        (
          await t.app.inject({ url: `/api/lead/lead/getleadinfo/${member.account.id}`, headers })
        ).json() as { phone_number: string; name: string };
      const seen = await leadAs(bearer(support.accessToken));
      expect(seen).toMatchObject({ name: 'Masked Number' });
      expect(seen.phone_number).toBe(`${phone.slice(0, 3)}******${phone.slice(-4)}`);
      expect((await leadAs(bearer(member.accessToken))).phone_number).toBe(phone);
      expect(
        (await call('GET', `/lead/lead/getleadinfo/${member.account.id}`, 'ops')).json(),
      ).toMatchObject({ phone_number: phone });
      // The team's own numbers are theirs to see.
      const me = await t.app.inject({
        url: '/api/auth/ops/v1/me',
        headers: bearer(support.accessToken),
      });
      expect(me.json().phone_number).toBe(support.person.phone_number);

      const reveal = (token: string, payload: object) =>
        t.app.inject({
          method: 'POST',
          url: `/api/user/ops/members/${member.account.id}/phone`,
          headers: bearer(token),
          payload,
        });
      expect((await reveal(support.accessToken, {})).json()).toMatchObject({ field: 'reason' });
      expect((await reveal(content.accessToken, { reason: 'curious' })).statusCode).toBe(403);
      expect(await opsEvents(member)).toEqual([]);
      const shown = await reveal(support.accessToken, { reason: 'Courier needs to call' });
      expect(shown.statusCode).toBe(200);
      expect(shown.json()).toEqual({ phone_number: phone });
      expect(await opsEvents(member)).toEqual([
        expect.objectContaining({
          action: 'phone_revealed',
          actor: `ops:${support.person.id}`,
          reason: 'Courier needs to call',
        }),
      ]);
      expect(await actions(member)).toEqual([
        expect.objectContaining({ action: 'phone_revealed', reason: 'Courier needs to call' }),
      ]);
      expect((await reveal(support.accessToken, { reason: 'no one' })).statusCode).toBe(200);
      const missing = await t.app.inject({
        method: 'POST',
        url: '/api/user/ops/members/99999999/phone',
        headers: bearer(support.accessToken),
        payload: { reason: 'typo in the id' },
      });
      expect(missing.statusCode).toBe(404);
    });

    it('lets ops answer a grievance, which closes it, and the member reads the answer', async () => {
      const member = await signIn(t, 'Answered Grievance');
      const raised = (
        await call('POST', '/user/member/grievances', member, {
          category: 'gifts',
          text: 'My gift has not arrived after a month.',
        })
      ).json();
      const url = `/user/ops/grievances/${raised.reference}`;
      const answer = 'Sent again by Speed Post on 2 December; tracking EE123456789IN.';

      expect((await call('PUT', url, member, { answer })).statusCode).toBe(403);
      expect((await call('PUT', url, 'ops', { answer: 'ok' })).json()).toMatchObject({
        field: 'answer',
      });
      expect(
        (await call('PUT', '/user/ops/grievances/GRV-2026-000000', 'ops', { answer })).statusCode,
      ).toBe(404);
      expect((await call('PUT', '/user/ops/grievances/nope', 'ops', { answer })).statusCode).toBe(
        400,
      );

      const helper = await signInOps(t, ['support'], 'Grievance Officer');
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api${url}`,
        headers: bearer(helper.accessToken),
        payload: { answer },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ reference: raised.reference, status: 'closed', answer });
      const [kept] = await t.db.query<{ answered_by: string }>(
        'SELECT answered_by FROM grievances WHERE reference = $1',
        [raised.reference],
      );
      expect(kept?.answered_by).toBe(`ops:${helper.person.id}`);
      const [mine] = (await call('GET', '/user/member/grievances', member)).json().result;
      expect(mine).toMatchObject({ status: 'closed', answer });
      expect(Date.parse(mine.answered_at)).not.toBeNaN();
      const open = (await call('GET', '/user/ops/grievances', 'ops')).json().result;
      expect(open.map((g: { reference: string }) => g.reference)).not.toContain(raised.reference);
    });
  },
);
