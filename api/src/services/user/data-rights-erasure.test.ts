import type { Queryable } from '../../db/database';
import { planErasure } from '../../members/erasure-plan';
import { EXPORT_SECTIONS, NOT_EXPORTED } from '../../members/member-export';
import { join, signIn, verifyLastCode, type TestSession, callAs } from '../../testing/sign-in';
import { STORE_VARIANTS, testAppWithRedisFor, uniquePhone } from '../../testing/test-app';

/*
 * Issue 26, data rights (decision 0040): the download of a member's data (`member/data-export`),
 * erasure (`member/erasure`, `ops/erasures/run`) and signing out everywhere
 * (`member/sign-out-everywhere`).
 */

const HOUR = 3_600_000;

/** Tables holding a member's data: a `lead_id` or phone column, or a reference to `leads`. */
/** Phone numbers of the ops team, listed by admins (issue 28): staff records, no member's data. */
const STAFF_TABLES = new Set(['ops_people']);

async function memberTables(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ table_name: string }>(
    `SELECT DISTINCT c.table_name FROM information_schema.columns c
     JOIN information_schema.tables t USING (table_schema, table_name)
     WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
       AND (c.column_name IN ('lead_id', 'phone_number', 'phone', 'referred_by')
            OR c.table_name IN (
              SELECT tc.table_name FROM information_schema.table_constraints tc
              JOIN information_schema.constraint_column_usage u
                ON u.constraint_name = tc.constraint_name AND u.table_schema = tc.table_schema
              WHERE tc.constraint_type = 'FOREIGN KEY' AND u.table_name = 'leads'
                AND tc.table_schema = current_schema()))
     ORDER BY 1`,
  );
  return rows.map((row) => row.table_name).filter((table) => !STAFF_TABLES.has(table));
}

/** Every place any text, character or JSON column of any table holds `needle` (any case). */
async function tablesHolding(db: Queryable, needle: string): Promise<string[]> {
  const columns = await db.query<{ table_name: string; column_name: string }>(
    `SELECT c.table_name, c.column_name FROM information_schema.columns c
     JOIN information_schema.tables t USING (table_schema, table_name)
     WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
       AND c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb')`,
  );
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    const [hit] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "${table_name}"
       WHERE strpos(lower("${column_name}"::text), lower($1::text)) > 0`,
      [needle],
    );
    if (hit && hit.n > 0) found.push(`${table_name}.${column_name}`);
  }
  return found;
}

describe.each(STORE_VARIANTS)(
  'a member’s data rights on %s (with Redis: %s)',
  (kind, withRedis) => {
    const t = testAppWithRedisFor(kind, withRedis);
    const { redis } = t;

    const call = callAs(t);
    /** The member's request in support's list of one state, if it is there. */
    const opsErasureOf = async (member: TestSession, status: string) => {
      const res = await call('GET', `/user/ops/erasures?status=${status}&limit=200`, 'ops');
      expect(res.statusCode).toBe(200);
      return (res.json().result as { lead_id: number; id: number }[]).find(
        (request) => request.lead_id === member.account.id,
      );
    };
    const refresh = (refreshToken: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/public/auth/v1/refresh-token',
        payload: { refreshToken },
      });

    it('reads every table that holds a member’s data into the download, and plans its erasure', async () => {
      const tables = await memberTables(t.db);
      expect(tables).toEqual(
        expect.arrayContaining(['leads', 'addresses', 'attendance', 'pledges']),
      );
      const exported = new Set([
        ...EXPORT_SECTIONS.flatMap((s) => s.tables),
        ...Object.keys(NOT_EXPORTED),
      ]);
      const planned = new Set(planErasure({ referred: true }).map((step) => step.table));
      expect(tables.filter((table) => !exported.has(table))).toEqual([]);
      expect(tables.filter((table) => !planned.has(table))).toEqual([]);
    });

    it('downloads everything as a JSON attachment, to the member alone', async () => {
      const member = await signIn(t, 'Export Asker');
      await call('POST', '/user/member/address', member, {
        line1: '4 Lake Road',
        line2: '',
        city: 'Kochi',
        state: 'Kerala',
        pincode: '682001',
      });
      await call('POST', '/user/member/grievances', member, {
        category: 'personal_data',
        text: 'What do you keep about me?',
      });
      await t.db.query(
        `INSERT INTO attendance_corrections (lead_id, session_id, attended, reason)
       SELECT $1, id, true, 'ops: was there, Zoom dropped' FROM live_sessions LIMIT 1`,
        [member.account.id],
      );
      await t.db.query(
        `INSERT INTO feedback (lead_id, challenge_id, rating, benefits, comment)
       SELECT $1, id, 5, '{calm}', 'Calmer every morning' FROM challenges ORDER BY id LIMIT 1`,
        [member.account.id],
      );
      const res = await call('GET', '/user/member/data-export', member);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="member-data-${member.account.id}.json"`,
      );
      const data = res.json();
      expect(data).toMatchObject({ format: 'yoga-member-data/1', member_id: member.account.id });
      expect(data.sections.profile).toMatchObject({
        name: 'Export Asker',
        phone_number: member.account.phone_number,
      });
      expect(data.sections.addresses).toHaveLength(1);
      expect(data.sections.grievances).toHaveLength(1);
      expect(data.sections.attendance_corrections[0].reason).toBe('ops: was there, Zoom dropped');
      expect(data.sections.feedback).toMatchObject([
        { rating: 5, benefits: ['calm'], comment: 'Calmer every morning' },
      ]);
      expect(data.sections.sign_ins.length).toBeGreaterThan(0);
      expect(data.consents.public_boards.given).toBe(true);
      for (const section of EXPORT_SECTIONS) expect(data.sections).toHaveProperty(section.name);
      expect(JSON.stringify(data)).not.toMatch(/token_hash|code_hmac/);

      expect((await call('GET', '/user/member/data-export', 'ops')).statusCode).toBe(403);
      expect((await call('GET', '/user/member/data-export', null)).statusCode).toBe(401);
    });

    it('waits 48 hours, in which the member may cancel, and says what stays and why', async () => {
      const member = await signIn(t, 'Second Thoughts');
      const none = (await call('GET', '/user/member/erasure', member)).json();
      expect(none).toMatchObject({ status: 'none', requested_at: null, erase_after: null });
      expect(none.plan.find((s: { what: string }) => s.what === 'your certificates')).toMatchObject(
        {
          action: 'anonymised',
        },
      );
      const asked = await call('POST', '/user/member/erasure', member);
      expect(asked.statusCode).toBe(200);
      const pending = asked.json();
      expect(pending.status).toBe('pending');
      expect(Date.parse(pending.erase_after) - Date.parse(pending.requested_at)).toBe(48 * HOUR);
      // Asking again is the same request.
      expect((await call('POST', '/user/member/erasure', member)).json()).toEqual(pending);
      // Not due yet: the run erases nothing, and support see it waiting.
      expect((await call('POST', '/user/ops/erasures/run', 'ops')).json()).toEqual({ erased: 0 });
      const waiting = await opsErasureOf(member, 'open');
      expect(waiting).toMatchObject({
        requested_at: pending.requested_at,
        erase_after: pending.erase_after,
        cancelled_at: null,
        erased_at: null,
        overdue: false,
      });

      const cancelled = await call('DELETE', '/user/member/erasure', member);
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json().status).toBe('none');
      expect((await call('DELETE', '/user/member/erasure', member)).json().status).toBe('none');
      expect(await opsErasureOf(member, 'open')).toBeUndefined();
      expect(await opsErasureOf(member, 'cancelled')).toMatchObject({
        id: waiting!.id,
        cancelled_at: expect.any(String),
        erased_at: null,
        overdue: false,
      });
      t.clock.advance(49 * HOUR);
      try {
        expect((await call('POST', '/user/ops/erasures/run', 'ops')).json()).toEqual({ erased: 0 });
        expect((await call('GET', '/user/free-member/details', member)).json().name).toBe(
          'Second Thoughts',
        );
        // Asked again and left past its 48 hours: too late to cancel.
        await call('POST', '/user/member/erasure', member);
        t.clock.advance(48 * HOUR + 1000);
        const late = await call('DELETE', '/user/member/erasure', member);
        expect(late.statusCode).toBe(409);
        expect(late.json()).toMatchObject({ code: 'erasure_window_over' });
        expect((await call('GET', '/user/member/erasure', member)).json().status).toBe('pending');
        // The job has not run: support see it open and past its time.
        expect(await opsErasureOf(member, 'open')).toMatchObject({ overdue: true });
      } finally {
        t.clock.advance(-(97 * HOUR + 1000));
      }
      expect((await call('POST', '/user/member/erasure', 'ops')).statusCode).toBe(403);
      expect((await call('DELETE', '/user/member/erasure', null)).statusCode).toBe(401);
      expect((await call('POST', '/user/ops/erasures/run', member)).statusCode).toBe(403);
      expect((await call('GET', '/user/ops/erasures', member)).statusCode).toBe(403);
      expect((await call('GET', '/user/ops/erasures', null)).statusCode).toBe(401);
      const wrong = await call('GET', '/user/ops/erasures?status=pending', 'ops');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ field: 'status' });
    });

    it('then leaves no name or number in any table or in Redis, and the number can join again', async () => {
      const name = `Zorawar Erasable ${kind === 'pglite' ? 'Pglite' : 'Postgres'}${withRedis ? ' Redis' : ''}`;
      const phone = uniquePhone();
      const inviter = await signIn(t, 'Inviting Friend');
      await join(t, { name, phone, referral: inviter.account.slug });
      const member: TestSession = (await verifyLastCode(t, phone)).json();
      const id = member.account.id;
      await call('POST', '/user/member/address', member, {
        line1: 'House of Zorawar Erasable',
        line2: '',
        city: 'Pune',
        state: 'Maharashtra',
        pincode: '411001',
      });
      await call('POST', '/user/member/grievances', member, {
        category: 'other',
        text: `I am ${name}, call me on ${phone}`,
      });
      await call('PUT', '/lead/lead/profileupdate', member, { city: 'Pune' });
      await t.db.query(
        `INSERT INTO guess_results (challenge_id, day, actual, winners)
       SELECT id, 14, 100, $1::jsonb FROM challenges ORDER BY id LIMIT 1
       ON CONFLICT DO NOTHING`,
        [JSON.stringify([{ place: 1, name, guess: 99, lead_id: id }])],
      );
      await t.db.query(`INSERT INTO festival_progress (lead_id, state) VALUES ($1, $2::jsonb)`, [
        id,
        JSON.stringify({ note: name }),
      ]);
      // Feedback is the member's own words, which may name them.
      await t.db.query(
        `INSERT INTO feedback (lead_id, challenge_id, rating, comment)
       SELECT $1, id, 4, $2 FROM challenges ORDER BY id LIMIT 1`,
        [id, `${name} here: the mornings helped`],
      );
      // A child they enrolled in the kids camp goes too; the consent stays, without a name.
      await t.db.query(
        `WITH consent AS (
         INSERT INTO kids_camp_consents (lead_id, purpose_version, purpose, given_at)
         VALUES ($1, 'kids-camp-consent/1', 'to run the camp', now()) RETURNING id)
       INSERT INTO kids_camp_children (lead_id, consent_id, camp_slug, first_name, age, batch,
         enrolled_at)
       SELECT $1, consent.id, slug, 'Zorawar Junior', 8, 'morning', now()
       FROM consent, kids_camps ORDER BY slug LIMIT 1`,
        [id],
      );
      expect(await tablesHolding(t.db, 'Zorawar Junior')).toEqual([
        'kids_camp_children.first_name',
      ]);
      expect((await tablesHolding(t.db, name)).length).toBeGreaterThan(0);
      // A code asked for the number leaves counts under it (in Redis when there is one).
      await join(t, { name, phone });
      if (redis) expect((await redis.client.keys(`*${phone}*`)).length).toBeGreaterThan(0);

      expect((await call('POST', '/user/member/erasure', member)).statusCode).toBe(200);
      t.clock.advance(48 * HOUR + 1000);
      try {
        expect((await call('POST', '/user/ops/erasures/run', 'ops')).json()).toEqual({ erased: 1 });
        expect((await call('POST', '/user/ops/erasures/run', 'ops')).json()).toEqual({ erased: 0 });
        expect(await opsErasureOf(member, 'erased')).toMatchObject({
          erased_at: expect.any(String),
          overdue: false,
        });
        expect(await opsErasureOf(member, 'open')).toBeUndefined();
      } finally {
        t.clock.advance(-(48 * HOUR + 1000));
      }

      const national = phone.slice(-10);
      expect(await tablesHolding(t.db, name)).toEqual([]);
      expect(await tablesHolding(t.db, 'Zorawar')).toEqual([]);
      expect(await tablesHolding(t.db, national)).toEqual([]);
      expect(
        await t.db.query('SELECT withdrawn_reason FROM kids_camp_consents WHERE lead_id = $1', [
          id,
        ]),
      ).toEqual([{ withdrawn_reason: 'account_erased' }]);
      if (redis) {
        expect(await redis.client.keys(`*${national}*`)).toEqual([]);
        expect(await redis.client.keys(`*Zorawar*`)).toEqual([]);
      }
      // Signed out everywhere; the account answers as gone.
      expect((await refresh(member.refreshToken)).statusCode).toBe(401);
      expect((await call('GET', '/user/member/consents', member)).statusCode).toBe(401);
      // The inviter's referral stays counted, anonymously.
      const [friend] = await t.db.query<{ name: string; referred_by: number }>(
        'SELECT name, referred_by FROM leads WHERE id = $1',
        [id],
      );
      expect(friend).toEqual({ name: 'Erased member', referred_by: inviter.account.id });
      const [grievance] = await t.db.query<{ reference: string; text: string }>(
        'SELECT reference, text FROM grievances WHERE lead_id = $1',
        [id],
      );
      expect(grievance?.text).toBe('');
      expect(await t.db.query('SELECT 1 FROM feedback WHERE lead_id = $1', [id])).toEqual([]);

      const again = await signIn(t, 'Back Again', phone);
      expect(again.account.id).not.toBe(id);
      expect((await call('GET', '/user/member/erasure', again)).json().status).toBe('none');
    });

    it('signs out everywhere: every sign-in of the member, and only theirs', async () => {
      const first = await signIn(t, 'Many Devices');
      // A second sign-in (another phone of theirs), as verify-otp makes one.
      await t.db.query(
        `INSERT INTO refresh_token_families (family_id, lead_id, expires_at)
       VALUES (gen_random_uuid(), $1, now() + interval '30 days')`,
        [first.account.id],
      );
      const other = await signIn(t, 'Other Person');
      const res = await call('POST', '/user/member/sign-out-everywhere', first);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ revoked: 2 });
      expect((await refresh(first.refreshToken)).statusCode).toBe(401);
      const [live] = await t.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM refresh_token_families WHERE lead_id = $1 AND revoked_at IS NULL',
        [first.account.id],
      );
      expect(live?.n).toBe(0);
      expect((await refresh(other.refreshToken)).statusCode).toBe(200);
      expect((await call('POST', '/user/member/sign-out-everywhere', first)).json()).toEqual({
        revoked: 0,
      });
      expect((await call('POST', '/user/member/sign-out-everywhere', 'ops')).statusCode).toBe(403);
    });

    it('keeps reads whole while the member asks, cancels and downloads at once', async () => {
      const member = await signIn(t, 'Restless Member');
      const answers = await Promise.all([
        ...[1, 2, 3].map(() => call('POST', '/user/member/erasure', member)),
        ...[1, 2, 3].map(() => call('DELETE', '/user/member/erasure', member)),
        ...[1, 2, 3].map(() => call('GET', '/user/member/erasure', member)),
        ...[1, 2].map(() => call('GET', '/user/member/data-export', member)),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
      const [{ n }] = (await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM erasure_requests
       WHERE lead_id = $1 AND cancelled_at IS NULL AND erased_at IS NULL`,
        [member.account.id],
      )) as [{ n: number }];
      expect(n).toBeLessThanOrEqual(1);
      for (const read of answers.slice(6, 9))
        expect(['none', 'pending']).toContain(read.json().status);
    });
  },
);
