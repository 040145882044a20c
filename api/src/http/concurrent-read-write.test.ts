import { calendarDateIn, indiaDayFrom } from '@yoga/shared/domain';
import { DEMO_CHALLENGES } from '../demo/seed-demo-data';
import {
  countTableMismatches,
  createGameChallenge,
  enrol,
  eventually,
  putRules,
} from '../testing/game-fixtures';
import {
  createCertificateChallenge,
  eligibleMember,
  issueAs,
} from '../testing/certificate-fixtures';
import { noOtpLimits } from '../testing/otp-limits';
import {
  capturedEvent,
  createPaymentChallenge,
  orderPlan,
  payAtCheckout,
  payingMember,
  queueSettled,
  sendWebhook,
} from '../testing/payment-fixtures';
import { bearer, signIn, signInEnrolled, signInOps, type TestSession } from '../testing/sign-in';
import { TEST_OPS_TOKEN, lastCode, testAppFor, uniquePhone } from '../testing/test-app';
import { STORE_KINDS } from '../testing/test-database';

/**
 * Enough operations on each side for reads and writes to overlap many times, however slow the
 * machine: a busy CI runner once managed 12 writes in the time window.
 */
const MIN_OPERATIONS = 24;

/**
 * Runs `work` in a loop on each of `clients` until `until` has passed and at least `least`
 * operations have run, collecting every status code.
 */
async function loop(
  clients: number,
  until: number,
  work: () => Promise<number>,
  least = MIN_OPERATIONS,
) {
  const statuses: number[] = [];
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (Date.now() < until || statuses.length < least) {
        statuses.push(await work());
        // Injected requests answered from memory never leave the microtask queue; a real client
        // waits on its socket, which is what lets the database's replies in.
        await new Promise((resolve) => setImmediate(resolve));
      }
    }),
  );
  return statuses;
}

/**
 * The standard every route that shares data meets: reads run while the same data is written, and
 * not one read fails because a write happened.
 */
describe.each(STORE_KINDS)('reads during writes on %s', (kind) => {
  const t = testAppFor(kind);

  it.each([
    ['active-challenge', '/api/subscription/free-member/active-challenge'],
    ['user-challenge', `/api/subscription/free-member/challenge/${DEMO_CHALLENGES.current}`],
  ])(
    'answers every %s read while members enrol (each enrolment writes that row)',
    async (_, readUrl) => {
      const members = await Promise.all(
        ['Asha', 'Bela', 'Chitra', 'Divya'].map((name) => signIn(t, `${name} Concurrent`)),
      );
      let next = 0;
      const until = Date.now() + 1500;
      const [writes, reads] = await Promise.all([
        loop(4, until, async () => {
          const member = members[next++ % members.length]!;
          const res = await t.app.inject({
            method: 'POST',
            url: '/api/user/free-member',
            headers: bearer(member.accessToken),
          });
          return res.statusCode;
        }),
        loop(4, until, async () => {
          const res = await t.app.inject(readUrl);
          return res.statusCode;
        }),
      ]);
      expect(writes.length).toBeGreaterThan(20);
      expect(reads.length).toBeGreaterThan(20);
      expect(writes.filter((status) => status !== 200)).toEqual([]);
      expect(reads.filter((status) => status !== 200)).toEqual([]);
    },
  );
});

describe.each(STORE_KINDS)('challenge reads while members take part in the next on %s', (kind) => {
  const t = testAppFor(kind);

  it("answers every member's challenges and the home count while past members take part", async () => {
    const members = await Promise.all(
      Array.from({ length: 12 }, (_, n) => signIn(t, `Returning Member ${'abcdefghijkl'[n]}`)),
    );
    await t.db.query('UPDATE leads SET active_challenge_id = $1 WHERE id = ANY($2::int[])', [
      DEMO_CHALLENGES.past,
      members.map((member) => member.account.id),
    ]);
    let next = 0;
    const until = Date.now() + 1500;
    const [writes, reads] = await Promise.all([
      loop(4, until, async () => {
        const member = members[next++ % members.length]!;
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/lead/lead/activate/${DEMO_CHALLENGES.current}`,
          headers: bearer(member.accessToken),
        });
        return res.statusCode;
      }),
      loop(4, until, async () => {
        const member = members[next % members.length]!;
        const [mine, home] = await Promise.all([
          t.app.inject({ url: '/api/lead/lead/challenges', headers: bearer(member.accessToken) }),
          t.app.inject('/api/subscription/free-member/active-challenge'),
        ]);
        return mine.statusCode === 200 ? home.statusCode : mine.statusCode;
      }),
    ]);
    expect(writes.length).toBeGreaterThan(20);
    expect(reads.length).toBeGreaterThan(20);
    expect(writes.filter((status) => status !== 200)).toEqual([]);
    expect(reads.filter((status) => status !== 200)).toEqual([]);
    const moved = await t.db.query('SELECT 1 FROM past_enrolments WHERE lead_id = ANY($1::int[])', [
      members.map((member) => member.account.id),
    ]);
    expect(moved).toHaveLength(members.length);
  });
});

describe.each(STORE_KINDS)('manifest reads during ops switches on %s', (kind) => {
  const t = testAppFor(kind);

  it('answers every manifest read while ops switch a remote and its routes', async () => {
    const paths = ['/leaderboard', '/referrals', '/gifts', '/vouchers', '/guessandwin'];
    let next = 0;
    const until = Date.now() + 1500;
    const [writes, reads] = await Promise.all([
      loop(4, until, async () => {
        const turn = next++;
        const res = await t.app.inject({
          method: 'PUT',
          url:
            turn % 3 === 0
              ? '/api/config/remotes/mf-leaderboard'
              : '/api/config/remotes/mf-leaderboard/routes',
          headers: bearer(TEST_OPS_TOKEN),
          payload:
            turn % 3 === 0
              ? { enabled: turn % 2 === 0 }
              : {
                  path: paths[turn % paths.length],
                  activeUntil: turn % 2 === 0 ? '2026-01-01T00:00:00Z' : null,
                },
        });
        return res.statusCode;
      }),
      loop(4, until, async () => (await t.app.inject('/api/config/remotes')).statusCode),
    ]);
    expect(writes.length).toBeGreaterThan(20);
    expect(reads.length).toBeGreaterThan(20);
    expect(writes.filter((status) => status !== 200)).toEqual([]);
    expect(reads.filter((status) => status !== 200)).toEqual([]);
    // Switched back on and without dates, the manifest is as the builds declare it.
    await t.app.inject({
      method: 'PUT',
      url: '/api/config/remotes/mf-leaderboard',
      headers: bearer(TEST_OPS_TOKEN),
      payload: { enabled: true },
    });
    for (const path of paths) {
      await t.app.inject({
        method: 'PUT',
        url: '/api/config/remotes/mf-leaderboard/routes',
        headers: bearer(TEST_OPS_TOKEN),
        payload: { path, activeUntil: null },
      });
    }
    const manifest = (await t.app.inject('/api/config/remotes')).json();
    const board = manifest.remotes.find(
      (remote: { name: string }) => remote.name === 'mf-leaderboard',
    );
    expect(board.enabled).toBe(true);
    expect(board.routes.map((route: { activeUntil: string | null }) => route.activeUntil)).toEqual(
      paths.map(() => null),
    );
  });
});

/** A challenge of this file's own with one batch live now, so marks and joins succeed. */
const LIVE_CHALLENGE = 9201;

describe.each(STORE_KINDS)('live-session reads during marks, joins and edits on %s', (kind) => {
  const t = testAppFor(kind);

  it('answers every attendance, preference and programme read while they are written', async () => {
    await t.db.query(
      `INSERT INTO challenges (id, title, countrycode, timezone, start_date, end_date)
       VALUES ($1, 'Concurrent live challenge', 'IN', 'Asia/Kolkata', $2::date, $2::date + 13)`,
      [LIVE_CHALLENGE, calendarDateIn('Asia/Kolkata', t.clock.now())],
    );
    const session = {
      title: 'Live now',
      title_hi: 'अभी लाइव',
      starts_at: new Date(t.clock.now().getTime() - 60_000).toISOString(),
      duration_minutes: 45,
      zoom_url: 'https://zoom.us/j/1',
      zoom_capacity: 3,
      youtube_url: 'https://www.youtube.com/live/x',
    };
    const ops = bearer(TEST_OPS_TOKEN);
    const put = () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/lead/program/${LIVE_CHALLENGE}/sessions/1/1`,
        headers: ops,
        payload: session,
      });
    expect((await put()).statusCode).toBe(200);
    const members = await Promise.all(
      ['Esha', 'Farah', 'Gita', 'Hema'].map((name) => signIn(t, `${name} Live`)),
    );
    await t.db.query('UPDATE leads SET active_challenge_id = $1 WHERE id = ANY($2::int[])', [
      LIVE_CHALLENGE,
      members.map((member) => member.account.id),
    ]);
    const writes = members.flatMap((member) => {
      const auth = bearer(member.accessToken);
      const slug = member.account.slug;
      return [
        () =>
          t.app.inject({
            method: 'POST',
            url: '/api/lead/lead/joinsession',
            headers: auth,
            payload: { batch: 1 },
          }),
        () =>
          t.app.inject({
            method: 'POST',
            url: `/api/lead/lead/attendsession?slug=${slug}`,
            headers: auth,
          }),
        () =>
          t.app.inject({
            method: 'POST',
            url: `/api/lead/lead/markattendance?slug=${slug}`,
            headers: auth,
            payload: {},
          }),
        () =>
          t.app.inject({
            method: 'POST',
            url: `/api/subscription/free-member/attendance/${slug}`,
            headers: auth,
          }),
        () =>
          t.app.inject({
            method: 'POST',
            url: `/api/lead/lead/remind/${member.account.id}`,
            headers: auth,
            payload: { preferred_batch: 1, reminder: true },
          }),
        () =>
          t.app.inject({
            method: 'POST',
            url: '/api/lead/lead/resourcetrack',
            headers: auth,
            payload: { day: 1, kind: 'replay' },
          }),
        () =>
          t.app.inject({
            method: 'POST',
            url: '/api/lead/lead/updateleadattendance',
            headers: ops,
            payload: { slug, day: 1, batch: 1, attended: true, reason: 'Roll call' },
          }),
        () =>
          t.app.inject({
            method: 'POST',
            url: '/api/lead/ops/attendance-corrections',
            headers: ops,
            payload: {
              members: [slug],
              day: 1,
              batch: 1,
              attended: true,
              reason: 'Zoom roll call',
            },
          }),
        put,
      ];
    });
    const reads = members.flatMap((member) => {
      const auth = bearer(member.accessToken);
      return [
        () => t.app.inject({ url: '/api/lead/lead/getleadattendance', headers: auth }),
        () =>
          t.app.inject({
            url: `/api/subscription/free-member/attendance/${member.account.slug}`,
            headers: auth,
          }),
        () => t.app.inject({ url: '/api/lead/lead/worldrecordattendance', headers: auth }),
        () => t.app.inject({ url: `/api/lead/lead/remind/${member.account.id}`, headers: auth }),
        () => t.app.inject({ url: '/api/lead/lead/getshortlink?channel=whatsapp', headers: auth }),
        () => t.app.inject(`/api/lead/program/get/${LIVE_CHALLENGE}`),
        () => t.app.inject({ url: `/api/lead/program/${LIVE_CHALLENGE}/sessions`, headers: ops }),
        // The ops dashboard counts the marks and joins as they are made.
        () => t.app.inject({ url: '/api/user/ops/dashboard', headers: ops }),
      ];
    });
    let nextWrite = 0;
    let nextRead = 0;
    const until = Date.now() + 1500;
    const [written, read] = await Promise.all([
      // Every write at least once, however slow the machine: the count below expects each
      // member marked (a loaded run once stopped before the last member's writes).
      loop(
        4,
        until,
        async () => (await writes[nextWrite++ % writes.length]!()).statusCode,
        writes.length,
      ),
      loop(4, until, async () => (await reads[nextRead++ % reads.length]!()).statusCode),
    ]);
    expect(written.length).toBeGreaterThan(20);
    expect(read.length).toBeGreaterThan(20);
    expect(written.filter((status) => status !== 200 && status !== 204)).toEqual([]);
    expect(read.filter((status) => status !== 200)).toEqual([]);
    const [rows] = await t.db.query<{ n: number; joins: number }>(
      `SELECT (SELECT count(*)::int FROM attendance a JOIN live_sessions s ON s.id = a.session_id
               WHERE s.challenge_id = $1) AS n,
              (SELECT zoom_joins FROM live_sessions WHERE challenge_id = $1) AS joins`,
      [LIVE_CHALLENGE],
    );
    // One row per member however many paths marked them; seats never past the capacity.
    expect(rows).toEqual({ n: 4, joins: 3 });
  });
});

/** The game's own challenge, live now, so joins move points while boards are read. */
const GAME_CHALLENGE = 9203;

describe.each(STORE_KINDS)(
  'game reads during points, claims, guesses and rule changes on %s',
  (kind) => {
    const t = testAppFor(kind);

    it('answers every board, rank, referral, gift, voucher and guess read while they change', async () => {
      await createGameChallenge(t, GAME_CHALLENGE, { startedMinutesAgo: -60 });
      const ops = bearer(TEST_OPS_TOKEN);
      const rules = (pointsPerDay: number) =>
        putRules(t, GAME_CHALLENGE, {
          points_per_day: pointsPerDay,
          points_per_referral: 5,
          voucher_min_days: 1,
          levels: [{ level: 1, referrals_needed: 1, gift_name: 'Bottle', gift_name_hi: 'बोतल' }],
          // Guess & win reads the prize while ops change it with the points.
          guess_prize: { gift_name: `Strap ${pointsPerDay}`, gift_name_hi: `स्ट्रैप ${pointsPerDay}` },
        });
      expect((await rules(10)).statusCode).toBe(200);
      const inviter = await signIn(t, 'Game Inviter');
      await enrol(t, inviter, GAME_CHALLENGE);
      const friends = await Promise.all(
        ['Game Friend', 'Game Pal', 'Game Mate'].map((name) => signIn(t, name)),
      );
      for (const friend of friends) {
        await t.db.query(
          'UPDATE leads SET referred_by = $1, active_challenge_id = $2 WHERE id = $3',
          [inviter.account.id, GAME_CHALLENGE, friend.account.id],
        );
        // Attendance straight in: the challenge's session is not open, and a real mark is not the point here.
        await t.db.query(
          `INSERT INTO attendance (lead_id, session_id, source)
         SELECT $1, id, 'ops' FROM live_sessions WHERE challenge_id = $2 AND day = 1`,
          [friend.account.id, GAME_CHALLENGE],
        );
      }
      const auth = bearer(inviter.accessToken);
      const phone = encodeURIComponent(inviter.account.phone_number);
      const address = {
        recipient: 'Game Inviter',
        phone_number: inviter.account.phone_number,
        line1: '1 Lake Road',
        city: 'Bhopal',
        state: 'Madhya Pradesh',
        pincode: '462001',
        country_code: 'IN',
      };
      let giftId: number | null = null;
      const writes = [
        () =>
          t.app.inject({
            method: 'PUT',
            url: `/api/gamification/free-member/${inviter.account.id}`,
            headers: auth,
            payload: { board_visibility: 'phone' },
          }),
        () =>
          t.app.inject({
            method: 'PUT',
            url: `/api/gamification/guessandwin/${inviter.account.id}`,
            headers: auth,
            payload: { guess: 42 },
          }),
        () => rules(10 + (Date.now() % 3)),
        () =>
          t.app.inject({
            method: 'POST',
            url: `/api/gamification/vouchers/generate/${GAME_CHALLENGE}`,
            headers: ops,
          }),
        async () => {
          const latest = await t.app.inject({
            url: `/api/gamification/free-member/latest-gift/${inviter.account.id}`,
            headers: auth,
          });
          giftId = latest.json().data?.id ?? giftId;
          return giftId === null
            ? latest
            : t.app.inject({
                method: 'POST',
                url: '/api/gamification/free-member/update-earned-gift',
                headers: auth,
                payload: { gift_id: giftId, address },
              });
        },
      ];
      const reads = [
        () => t.app.inject({ url: '/api/gamification/leaderboard', headers: auth }),
        () => t.app.inject({ url: '/api/lead/program/getleaderboard?paid=false', headers: auth }),
        () =>
          t.app.inject({
            url: `/api/gamification/leaderboard/live-leaderboard-rank/${phone}`,
            headers: auth,
          }),
        () =>
          t.app.inject({
            url: `/api/gamification/leaderboard/live-leaderboard-points/${phone}`,
            headers: auth,
          }),
        () =>
          t.app.inject({
            url: `/api/gamification/free-member/referral/all/${inviter.account.id}`,
            headers: auth,
          }),
        () => t.app.inject({ url: '/api/lead/lead/getmyreferral', headers: auth }),
        () =>
          t.app.inject({
            url: `/api/gamification/free-member/${inviter.account.id}`,
            headers: auth,
          }),
        () =>
          t.app.inject({
            url: `/api/gamification/free-member/levels/${inviter.account.id}`,
            headers: auth,
          }),
        () =>
          t.app.inject({
            url: `/api/gamification/free-member/gifts/${inviter.account.id}`,
            headers: auth,
          }),
        () =>
          t.app.inject({
            url: `/api/gamification/free-member/vouchers/${inviter.account.id}`,
            headers: auth,
          }),
        () =>
          t.app.inject({
            url: `/api/gamification/guessandwin/${inviter.account.id}`,
            headers: auth,
          }),
        () => t.app.inject({ url: `/api/gamification/rules/${GAME_CHALLENGE}`, headers: ops }),
        // Support's gift list and the courier's list while the member claims and re-addresses.
        () => t.app.inject({ url: '/api/gamification/ops/gifts?status=claimed', headers: ops }),
        () => t.app.inject({ url: '/api/gamification/ops/gifts/shipping-list', headers: ops }),
      ];
      let nextWrite = 0;
      let nextRead = 0;
      const until = Date.now() + 2000;
      const [written, read] = await Promise.all([
        loop(3, until, async () => (await writes[nextWrite++ % writes.length]!()).statusCode),
        loop(4, until, async () => (await reads[nextRead++ % reads.length]!()).statusCode),
      ]);
      expect(written.length).toBeGreaterThan(20);
      expect(read.length).toBeGreaterThan(20);
      expect(written.filter((status) => status !== 200)).toEqual([]);
      expect(read.filter((status) => status !== 200)).toEqual([]);
      const [counts] = await t.db.query<{ gifts: number; claims: number; vouchers: number }>(
        `SELECT (SELECT count(*)::int FROM member_gifts WHERE lead_id = $1) AS gifts,
              (SELECT count(*)::int FROM gift_events e JOIN member_gifts g ON g.id = e.gift_id
               WHERE g.lead_id = $1 AND e.event = 'claimed') AS claims,
              (SELECT count(*)::int FROM vouchers WHERE challenge_id = $2) AS vouchers`,
        [inviter.account.id, GAME_CHALLENGE],
      );
      // One gift for level 1 however often the rules were saved, claimed once; a voucher per friend.
      expect(counts).toEqual({ gifts: 1, claims: 1, vouchers: 3 });
      // The members-per-points table agrees with the standings once the refreshes are done.
      const mismatches = await eventually(
        () => countTableMismatches(t.db, GAME_CHALLENGE),
        (count) => count === 0,
      );
      expect(mismatches).toBe(0);
    });
  },
);

const CERTIFICATE_CHALLENGE = 9311;

describe.each(STORE_KINDS)(
  'certificate reads during issues, corrections, revocations and rule changes on %s',
  (kind) => {
    const t = testAppFor(kind);

    it('answers every status, verify, download, QR code and key read while certificates change', async () => {
      await createCertificateChallenge(t, CERTIFICATE_CHALLENGE, 2);
      const ops = bearer(TEST_OPS_TOKEN);
      const members = await Promise.all(
        ['Aarti', 'Bhavna', 'Chetan', 'Deepak', 'Esha', 'Farhan'].map((name) =>
          eligibleMember(t, `${name} Certified`, CERTIFICATE_CHALLENGE),
        ),
      );
      const [first] = members;
      if (!first) throw new Error('six members');
      const standing = (await issueAs(first, t, 'Aarti Certified')).json();
      // Drawn once before the clock starts: the first drawing is CPU, not concurrency.
      expect((await t.app.inject({ url: standing.pdf_path })).statusCode).toBe(200);
      let nextMember = 0;
      let minDays = 10;
      const writes = [
        () => {
          const member = members[nextMember++ % members.length]!;
          return issueAs(member, t, 'Certified Member');
        },
        () =>
          t.app.inject({
            method: 'PUT',
            url: `/api/lead/ops/certificate-rules/${CERTIFICATE_CHALLENGE}`,
            headers: ops,
            payload: { min_days: (minDays = minDays === 10 ? 9 : 10) },
          }),
      ];
      const reads = [
        () =>
          t.app.inject({
            url: `/api/lead/lead/getleadcertificatestatus?leadid=${first.account.id}`,
            headers: bearer(first.accessToken),
          }),
        () => t.app.inject({ url: `/api/lead/lead/certificate/${standing.id}` }),
        () => t.app.inject({ url: standing.pdf_path }),
        () => t.app.inject({ url: standing.qr_path }),
        () => t.app.inject({ url: '/.well-known/jwks.json' }),
      ];
      let nextWrite = 0;
      let nextRead = 0;
      const until = Date.now() + 3000;
      // Ops correct and then revoke another member's certificate while everything else runs.
      const opsWork = (async () => {
        const second = members[1]!;
        const issued = (await issueAs(second, t, 'Bhavna Certifed')).json();
        const corrected = await t.app.inject({
          method: 'POST',
          url: `/api/lead/ops/certificates/${issued.id}/correction`,
          headers: ops,
          payload: { name: 'Bhavna Certified', reason: 'Spelling' },
        });
        const revoked = await t.app.inject({
          method: 'POST',
          url: `/api/lead/ops/certificates/${corrected.json().id}/revoke`,
          headers: ops,
          payload: { reason: 'Test revocation' },
        });
        return [corrected.statusCode, revoked.statusCode];
      })();
      const [written, read, opsStatuses] = await Promise.all([
        loop(3, until, async () => (await writes[nextWrite++ % writes.length]!()).statusCode),
        loop(4, until, async () => (await reads[nextRead++ % reads.length]!()).statusCode),
        opsWork,
      ]);
      expect(opsStatuses).toEqual([200, 200]);
      expect(written.length).toBeGreaterThan(10);
      expect(read.length).toBeGreaterThan(20);
      expect(written.filter((status) => status !== 200)).toEqual([]);
      expect(read.filter((status) => status !== 200)).toEqual([]);
      // One standing certificate per member however often they asked.
      const [counts] = await t.db.query<{ standing: number; members: number }>(
        `SELECT count(*)::int AS standing, count(DISTINCT lead_id)::int AS members
         FROM certificates WHERE challenge_id = $1 AND status <> 'superseded'`,
        [CERTIFICATE_CHALLENGE],
      );
      expect(counts).toEqual({ standing: 6, members: 6 });
    });
  },
);

const NAMED_CHALLENGE = 9321;

/** Two names of a challenge and its day-1 session, each an English and Hindi pair ops write together. */
const NAME_PAIRS = [
  { title: 'Spring Yoga Challenge', title_hi: 'वसंत योग चैलेंज' },
  { title: 'Summer Yoga Challenge', title_hi: 'ग्रीष्म योग चैलेंज' },
];
const SESSION_PAIRS = [
  { title: 'Sun salutations', title_hi: 'सूर्य नमस्कार' },
  { title: 'Balance', title_hi: 'संतुलन' },
];

describe.each(STORE_KINDS)('content reads while ops rename in both languages on %s', (kind) => {
  const t = testAppFor(kind);

  it('answers every programme and challenge read with an English and Hindi pair ops wrote together', async () => {
    await t.db.query(
      `INSERT INTO challenges (id, title, title_hi, countrycode, timezone, start_date, end_date)
       VALUES ($1, $2, $3, 'IN', 'Asia/Kolkata', $4::date, $4::date + 13)`,
      [
        NAMED_CHALLENGE,
        NAME_PAIRS[0]!.title,
        NAME_PAIRS[0]!.title_hi,
        calendarDateIn('Asia/Kolkata', t.clock.now()),
      ],
    );
    const ops = bearer(TEST_OPS_TOKEN);
    const session = (n: number) => ({
      ...SESSION_PAIRS[n % 2]!,
      starts_at: new Date(t.clock.now().getTime() + 3_600_000).toISOString(),
      duration_minutes: 45,
    });
    let nextWrite = 0;
    const writes = [
      (n: number) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/lead/program/${NAMED_CHALLENGE}/title`,
          headers: ops,
          payload: NAME_PAIRS[n % 2],
        }),
      (n: number) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/lead/program/${NAMED_CHALLENGE}/sessions/1/1`,
          headers: ops,
          payload: session(n),
        }),
    ];
    const pairOf = (named: { title: string; title_hi: string | null }) =>
      `${named.title} / ${named.title_hi}`;
    const names = new Set(NAME_PAIRS.map(pairOf));
    const sessionNames = new Set(SESSION_PAIRS.map(pairOf));
    const torn: string[] = [];
    const until = Date.now() + 1500;
    const [written, read] = await Promise.all([
      loop(2, until, async () => {
        const n = nextWrite++;
        return (await writes[n % writes.length]!(Math.floor(n / 2))).statusCode;
      }),
      loop(4, until, async () => {
        const [program, challenge, listed] = await Promise.all([
          t.app.inject(`/api/lead/program/get/${NAMED_CHALLENGE}`),
          t.app.inject(`/api/subscription/free-member/challenge/${NAMED_CHALLENGE}`),
          // The console's list of challenges, read as ops rename them.
          t.app.inject({ url: '/api/lead/ops/challenges', headers: ops }),
        ]);
        if (program.statusCode !== 200) return program.statusCode;
        if (listed.statusCode !== 200) return listed.statusCode;
        const body = program.json();
        const inList = (
          listed.json().result as { id: number; title: string; title_hi: string }[]
        ).find((one) => one.id === NAMED_CHALLENGE);
        for (const named of [body, challenge.json(), ...(inList ? [inList] : [])]) {
          if (!names.has(pairOf(named))) torn.push(pairOf(named));
        }
        for (const day of body.sessions) {
          if (!sessionNames.has(pairOf(day))) torn.push(pairOf(day));
        }
        return challenge.statusCode;
      }),
    ]);
    expect(written.length).toBeGreaterThan(10);
    expect(read.length).toBeGreaterThan(20);
    expect(written.filter((status) => status !== 200)).toEqual([]);
    expect(read.filter((status) => status !== 200)).toEqual([]);
    expect(torn).toEqual([]);
  });
});

const CAMPAIGN_PAIRS = [
  { title: 'Festive Season with Yoga', title_hi: 'त्योहारों का मौसम, योग के साथ' },
  { title: 'Diwali with Yoga', title_hi: 'योग के साथ दिवाली' },
];

describe.each(STORE_KINDS)('campaign reads while ops edit and members pledge on %s', (kind) => {
  const t = testAppFor(kind);

  it('answers every campaign and pledge read with a pair ops wrote together, and one pledge each', async () => {
    const ops = bearer(TEST_OPS_TOKEN);
    const today = indiaDayFrom(t.clock.now(), 0);
    const campaign = (n: number) => ({
      ...CAMPAIGN_PAIRS[n % 2]!,
      occasion: 'festive',
      summary: 'Keep your practice through the celebrations.',
      summary_hi: 'उत्सवों में भी अपना अभ्यास जारी रखिए।',
      starts_on: today,
      ends_on: indiaDayFrom(t.clock.now(), 5),
      featured: true,
      templates: ['diya-glow'],
      pledge: 'I will practise every morning.',
      pledge_hi: 'मैं हर सुबह अभ्यास करूँगा।',
      reason: `Edit ${n}`,
    });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/festival/ops/campaigns',
      headers: ops,
      payload: { ...campaign(0), event: 'concurrent-festive' },
    });
    expect(created.statusCode).toBe(201);
    const members = await Promise.all(
      ['Asha', 'Bela', 'Chitra'].map((name) => signIn(t, `${name} Pledger`)),
    );
    let nextWrite = 0;
    const writes = [
      (n: number) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/festival/ops/campaigns/concurrent-festive',
          headers: ops,
          payload: campaign(n),
        }),
      (n: number) =>
        t.app.inject({
          method: 'POST',
          url: '/api/festival/campaigns/concurrent-festive/pledge',
          headers: bearer(members[n % members.length]!.accessToken),
          payload: { name: 'Asha Pledger' },
        }),
    ];
    const pairOf = (named: { title: string; title_hi: string }) =>
      `${named.title} / ${named.title_hi}`;
    const names = new Set(CAMPAIGN_PAIRS.map(pairOf));
    const torn: string[] = [];
    const until = Date.now() + 1500;
    const [written, read] = await Promise.all([
      loop(2, until, async () => {
        const n = nextWrite++;
        return (await writes[n % writes.length]!(Math.floor(n / 2))).statusCode;
      }),
      loop(4, until, async () => {
        const answers = await Promise.all([
          t.app.inject('/api/festival/campaigns'),
          t.app.inject('/api/festival/campaigns/concurrent-festive'),
          t.app.inject('/api/festival/featured-campaign'),
          t.app.inject('/api/festival/occasions/festive'),
        ]);
        const failed = answers.find((answer) => answer.statusCode !== 200);
        if (failed) return failed.statusCode;
        const [list, ...ones] = answers.map((answer) => answer.json());
        const ours = [...list.campaigns, ...ones].filter(
          (one: { event: string }) => one.event === 'concurrent-festive',
        );
        if (ours.length !== 4) torn.push(`read ${ours.length} of 4`);
        for (const named of ours) {
          if (!names.has(pairOf(named))) torn.push(pairOf(named));
        }
        return 200;
      }),
    ]);
    expect(written.length).toBeGreaterThan(10);
    expect(read.length).toBeGreaterThan(20);
    expect(written.filter((status) => status !== 200 && status !== 201)).toEqual([]);
    expect(read.filter((status) => status !== 200)).toEqual([]);
    expect(torn).toEqual([]);
    const [pledged] = await t.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM pledges p JOIN campaigns c ON c.id = p.campaign_id
       WHERE c.event = 'concurrent-festive'`,
    );
    expect(pledged?.count).toBe(members.length);
  });
});

const RECIPE_PAIRS = [
  { title: 'Dry-fruit laddoo', title_hi: 'ड्राई फ्रूट लड्डू' },
  { title: 'Date and nut laddoo', title_hi: 'खजूर और मेवे के लड्डू' },
];
const GARBA_PAIRS = [
  { title: 'Two-clap step', title_hi: 'दो ताली' },
  { title: 'Be taali', title_hi: 'बे ताली' },
];

describe.each(STORE_KINDS)('festival tool reads while ops edit them on %s', (kind) => {
  const t = testAppFor(kind);

  it('answers every recipe and garba step read with a pair ops wrote together', async () => {
    const ops = bearer(TEST_OPS_TOKEN);
    const recipe = (n: number) => ({
      ...RECIPE_PAIRS[n % 2]!,
      summary: 'Sweet with dates alone.',
      summary_hi: 'मिठास सिर्फ़ खजूर की।',
      servings: 12,
      minutes: 30,
      ingredients: [{ name: 'Dates', name_hi: 'खजूर', quantity: 200, unit: 'g' }],
      steps: [{ text: 'Roll the laddoos.', text_hi: 'लड्डू बाँध लें।', timer_seconds: null }],
      reason: `Edit ${n}`,
    });
    const step = (n: number) => ({
      ...GARBA_PAIRS[n % 2]!,
      instructions: '1–2: step.\n3: clap.',
      instructions_hi: '1–2: कदम।\n3: ताली।',
      counts: 6,
      bpm: 96,
      video_url: null,
      reason: `Edit ${n}`,
    });
    let nextWrite = 0;
    const writes = [
      (n: number) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/festival/ops/recipes/concurrent-laddoo',
          headers: ops,
          payload: recipe(n),
        }),
      (n: number) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/festival/ops/garba/steps/1',
          headers: ops,
          payload: step(n),
        }),
    ];
    const pairOf = (named: { title: string; title_hi: string }) =>
      `${named.title} / ${named.title_hi}`;
    const recipeNames = new Set(RECIPE_PAIRS.map(pairOf));
    const stepNames = new Set(GARBA_PAIRS.map(pairOf));
    expect((await writes[0]!(0)).statusCode).toBe(201);
    expect((await writes[1]!(0)).statusCode).toBe(200);
    const torn: string[] = [];
    const until = Date.now() + 1500;
    const [written, read] = await Promise.all([
      loop(2, until, async () => {
        const n = nextWrite++;
        return (await writes[n % writes.length]!(Math.floor(n / 2))).statusCode;
      }),
      loop(4, until, async () => {
        const [recipes, steps] = await Promise.all([
          t.app.inject('/api/festival/recipes'),
          t.app.inject('/api/festival/garba/steps'),
        ]);
        if (recipes.statusCode !== 200) return recipes.statusCode;
        const ours = recipes
          .json()
          .recipes.find((one: { slug: string }) => one.slug === 'concurrent-laddoo');
        if (!ours) torn.push('recipe missing');
        else if (!recipeNames.has(pairOf(ours))) torn.push(pairOf(ours));
        const first = steps.json().steps[0];
        if (!stepNames.has(pairOf(first))) torn.push(pairOf(first));
        return steps.statusCode;
      }),
    ]);
    expect(written.length).toBeGreaterThan(10);
    expect(read.length).toBeGreaterThan(20);
    expect(written.filter((status) => status !== 200)).toEqual([]);
    expect(read.filter((status) => status !== 200)).toEqual([]);
    expect(torn).toEqual([]);
  });
});

describe.each(STORE_KINDS)('feedback reads while members give and change it on %s', (kind) => {
  const t = testAppFor(kind);
  const CHALLENGE = 9441;

  it('answers every feedback, submitted and ops read, and keeps one feedback per member', async () => {
    const today = calendarDateIn('Asia/Kolkata', t.clock.now());
    await t.db.query(
      `INSERT INTO challenges (id, title, countrycode, timezone, start_date, end_date)
       VALUES ($1, 'Concurrent feedback', 'BD', 'Asia/Kolkata', $2::date - 12, $2::date + 1)`,
      [CHALLENGE, today],
    );
    const day = (days: number) => indiaDayFrom(t.clock.now(), days);
    const phases = {
      referral_start_date: null,
      referral_end_date: null,
      feedback_start_date: day(-1),
      payment_start_date: day(2),
      voucher_generation_date: null,
      voucher_expiry_date: null,
    };
    const ops = bearer(TEST_OPS_TOKEN);
    const setPhases = () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/lead/program/${CHALLENGE}/phases`,
        headers: ops,
        payload: phases,
      });
    expect((await setPhases()).statusCode).toBe(200);
    const members = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        signInEnrolled(t, `Feedback Giver ${'abcdefgh'[n]}`, CHALLENGE),
      ),
    );
    let nextWrite = 0;
    let nextRead = 0;
    const until = Date.now() + 1500;
    const [written, read] = await Promise.all([
      loop(4, until, async () => {
        const n = nextWrite++;
        // Every tenth write is ops setting the same days again.
        if (n % 10 === 9) return (await setPhases()).statusCode;
        const member = members[n % members.length]!;
        const res = await t.app.inject({
          method: 'PUT',
          url: '/api/lead/lead/feedback',
          headers: bearer(member.accessToken),
          payload: { rating: (n % 5) + 1, benefits: n % 2 ? ['calm'] : [], comment: `Try ${n}` },
        });
        return res.statusCode;
      }),
      loop(4, until, async () => {
        const member = members[nextRead++ % members.length]!;
        const [mine, submitted, list] = await Promise.all([
          t.app.inject({ url: '/api/lead/lead/feedback', headers: bearer(member.accessToken) }),
          t.app.inject({
            url: `/api/user/free-member/is-feedback-submitted?memberId=${member.account.id}`,
            headers: bearer(member.accessToken),
          }),
          t.app.inject({
            url: `/api/user/free-member/feedback?challengeId=${CHALLENGE}&limit=5`,
            headers: ops,
          }),
        ]);
        if (mine.statusCode !== 200) return mine.statusCode;
        if (mine.json().window.state !== 'open') return 409;
        return submitted.statusCode === 200 ? list.statusCode : submitted.statusCode;
      }),
    ]);
    expect(written.length).toBeGreaterThan(20);
    expect(read.length).toBeGreaterThan(20);
    expect(written.filter((status) => status !== 200)).toEqual([]);
    expect(read.filter((status) => status !== 200)).toEqual([]);
    const rows = await t.db.query<{ lead_id: number; n: number }>(
      'SELECT lead_id, count(*)::int AS n FROM feedback WHERE challenge_id = $1 GROUP BY lead_id',
      [CHALLENGE],
    );
    expect(rows).toHaveLength(members.length);
    expect(rows.filter((row) => row.n !== 1)).toEqual([]);
  });
});

describe.each(STORE_KINDS)('kids camp reads while ops edit it and parents enrol on %s', (kind) => {
  // Each parent asks for a code every round, within the real resend cooldown.
  const t = testAppFor(kind, { otpLimits: noOtpLimits });

  it('answers every camp, camp list, children, material and certificate read with a pair ops wrote together', async () => {
    const ops = bearer(TEST_OPS_TOKEN);
    const { camp } = (await t.app.inject('/api/lead/kidscamp/camp')).json();
    const pairs = [
      { title: 'Kids Yoga Camp', title_hi: 'बच्चों का योग कैंप' },
      { title: 'Little Yogis Camp', title_hi: 'नन्हे योगियों का कैंप' },
    ];
    const edit = (n: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/lead/kidscamp/ops/camps/${camp.slug}`,
        headers: ops,
        payload: {
          ...pairs[n % 2]!,
          summary: camp.summary,
          summary_hi: camp.summary_hi,
          starts_on: camp.starts_on,
          ends_on: camp.ends_on,
          batches: camp.batches,
          poses: camp.poses,
          reason: `Edit ${n}`,
        },
      });
    const parents = await Promise.all(
      ['Asha', 'Bela'].map((name) => signIn(t, `${name} Camp Parent`)),
    );
    const url = '/api/lead/kidscamp';
    /** A child of the parent's enrolled with a code just texted to them (201), or the refusal. */
    const enrolChild = async (parent: TestSession, firstName: string) => {
      const as = bearer(parent.accessToken);
      const sent = await t.app.inject({ method: 'POST', url: `${url}/consent-code`, headers: as });
      if (sent.statusCode !== 202) return sent;
      const code = lastCode(t.sms, parent.account.phone_number);
      return t.app.inject({
        method: 'POST',
        url: `${url}/children`,
        headers: as,
        payload: { first_name: firstName, age: 9, batch: 'morning', code },
      });
    };
    /** One parent's round: a code, a child enrolled with it, and the consent withdrawn. */
    const round = async (n: number) => {
      const parent = parents[n % parents.length]!;
      const enrolled = await enrolChild(parent, 'Meher');
      if (enrolled.statusCode !== 201) return enrolled.statusCode;
      const id = enrolled.json().id;
      const as = bearer(parent.accessToken);
      return (await t.app.inject({ method: 'DELETE', url: `${url}/children/${id}`, headers: as }))
        .statusCode;
    };
    // A child enrolled throughout, whose certificate is drawn from the camp ops are editing.
    const keeper = await signIn(t, 'Chitra Camp Parent');
    const kept = await enrolChild(keeper, 'Anaya');
    expect(kept.statusCode).toBe(201);
    const pdfs = [
      () => t.app.inject(`${url}/material.pdf`),
      () =>
        t.app.inject({
          url: `${url}/children/${kept.json().id}/certificate.pdf`,
          headers: bearer(keeper.accessToken),
        }),
    ];
    // Each drawn once before the clock starts: the first drawing is CPU, not concurrency.
    for (const pdf of pdfs) expect((await pdf()).statusCode).toBe(200);
    const pairOf = (named: { title: string; title_hi: string }) =>
      `${named.title} / ${named.title_hi}`;
    const known = new Set(pairs.map(pairOf));
    expect((await edit(0)).statusCode).toBe(200);
    const torn: string[] = [];
    let nextEdit = 1;
    let nextRound = 0;
    let nextRead = 0;
    const until = Date.now() + 1500;
    const [edits, rounds, read] = await Promise.all([
      loop(1, until, async () => (await edit(nextEdit++)).statusCode),
      loop(2, until, () => round(nextRound++)),
      loop(4, until, async () => {
        const n = nextRead++;
        const parent = parents[n % parents.length]!;
        const [shown, listed, children, pdf] = await Promise.all([
          t.app.inject(`${url}/camp`),
          t.app.inject({ url: `${url}/ops/camps`, headers: ops }),
          t.app.inject({ url: `${url}/children`, headers: bearer(parent.accessToken) }),
          // The material and the certificate in turn: drawing a PDF takes a while.
          pdfs[Math.floor(n / 2) % pdfs.length]!(),
        ]);
        if (shown.statusCode !== 200) return shown.statusCode;
        if (!known.has(pairOf(shown.json().camp))) torn.push(pairOf(shown.json().camp));
        if (listed.statusCode !== 200) return listed.statusCode;
        const inList = (
          listed.json().camps as { slug: string; title: string; title_hi: string }[]
        ).find((listedCamp) => listedCamp.slug === camp.slug);
        if (!inList || !known.has(pairOf(inList))) torn.push(`ops list: ${JSON.stringify(inList)}`);
        return children.statusCode === 200 ? pdf.statusCode : children.statusCode;
      }),
    ]);
    expect(edits.length).toBeGreaterThan(5);
    expect(rounds.length).toBeGreaterThan(5);
    expect(read.length).toBeGreaterThan(20);
    expect([...edits, ...rounds, ...read].filter((status) => status !== 200)).toEqual([]);
    expect(torn).toEqual([]);
    const left = await t.db.query('SELECT 1 FROM kids_camp_children WHERE first_name = $1', [
      'Meher',
    ]);
    expect(left).toEqual([]);
  });
});

describe.each(STORE_KINDS)('membership reads while members order and pay on %s', (kind) => {
  const t = testAppFor(kind);
  const CHALLENGE = 9561;

  it('answers every plan, offer and order read while orders are made, paid, priced and reconciled', async () => {
    await createPaymentChallenge(t, CHALLENGE, 'S5', { payment: -1 });
    const members = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        payingMember(t, `Concurrent Buyer ${'abcdef'[n]}`, CHALLENGE, { voucher: true }),
      ),
    );
    const ops = bearer(TEST_OPS_TOKEN);
    const names = ['5 months', '5 months (best value)'];
    let nextWrite = 0;
    let nextRead = 0;
    const until = Date.now() + 1500;
    const [written, read] = await Promise.all([
      loop(3, until, async () => {
        const n = nextWrite++;
        const { member } = members[n % members.length]!;
        // Every fifth write is ops renaming a plan or reconciling; the others order, and pay every
        // other order, by the webhook or through the checkout's verify in turn.
        if (n % 10 === 9) {
          const res = await t.app.inject({
            method: 'POST',
            url: '/api/subscription/ops/orders/reconcile',
            headers: ops,
          });
          return res.statusCode;
        }
        if (n % 10 === 4) {
          const res = await t.app.inject({
            method: 'PUT',
            url: '/api/subscription/ops/plans/5',
            headers: ops,
            payload: {
              name: names[n % 2],
              name_hi: '5 महीने',
              price: 399_900,
              voucher_discount_percent: 20,
              active: true,
              reason: 'Wording',
            },
          });
          return res.statusCode;
        }
        const ordered = await orderPlan(t, member, { plan_id: 1 });
        if (ordered.statusCode !== 200 || n % 2 || ordered.json().status !== 'created') {
          return ordered.statusCode;
        }
        const { gateway_order_id: gatewayOrderId } = ordered.json();
        if (n % 4 === 2) {
          const paid = await sendWebhook(t, capturedEvent(gatewayOrderId, `pay_${n}`, 79_900), {
            secret: t.gateway.webhookSecret,
          });
          return paid.statusCode;
        }
        // Another round may have paid this member's open order at the checkout already.
        if ((await t.gateway.fetchOrder(gatewayOrderId)).status === 'paid') {
          return ordered.statusCode;
        }
        return (await payAtCheckout(t, member, ordered.json())).statusCode;
      }),
      loop(4, until, async () => {
        const { member } = members[nextRead++ % members.length]!;
        const auth = bearer(member.accessToken);
        const [plans, offer, list, opsPlans] = await Promise.all([
          t.app.inject('/api/subscription/plans'),
          t.app.inject({ url: '/api/subscription/offer', headers: auth }),
          t.app.inject({ url: '/api/subscription/ops/orders?limit=20', headers: ops }),
          t.app.inject({ url: '/api/subscription/ops/plans', headers: ops }),
        ]);
        const orderId = (list.json().result as { id: string; member_id: number }[]).find(
          (order) => order.member_id === member.account.id,
        )?.id;
        const order = orderId
          ? await t.app.inject({ url: `/api/subscription/orders/${orderId}`, headers: auth })
          : plans;
        return (
          [plans, offer, list, opsPlans, order].find((res) => res.statusCode !== 200)?.statusCode ??
          200
        );
      }),
    ]);
    expect(written.length).toBeGreaterThan(20);
    expect(read.length).toBeGreaterThan(20);
    // A member paid meanwhile is refused another order (409 already_paid), changing nothing.
    expect(written.filter((status) => status !== 200 && status !== 409)).toEqual([]);
    expect(read.filter((status) => status !== 200)).toEqual([]);
    await queueSettled(t.db);
    const paidOrders = await t.db.query<{ lead_id: number; n: number }>(
      `SELECT lead_id, count(*)::int AS n FROM payment_orders
       WHERE status = 'paid' AND lead_id = ANY($1::int[]) GROUP BY lead_id`,
      [members.map(({ member }) => member.account.id)],
    );
    expect(paidOrders.length).toBeGreaterThan(0);
    expect(paidOrders.filter((row) => row.n !== 1)).toEqual([]);
    const [vouchers] = await t.db.query<{ used: number }>(
      'SELECT count(*)::int AS used FROM vouchers WHERE challenge_id = $1 AND used_at IS NOT NULL',
      [CHALLENGE],
    );
    expect(vouchers?.used).toBe(paidOrders.length);
  });
});

describe.each(STORE_KINDS)('ops-action and grievance reads while ops act on %s', (kind) => {
  const t = testAppFor(kind);

  it('answers every grievance, erasure and ops-action read, each answer with its time, one record per change', async () => {
    const ops = bearer(TEST_OPS_TOKEN);
    const members = await Promise.all(
      Array.from({ length: 4 }, (_, n) => signIn(t, `Grievance Owner ${'abcd'[n]}`)),
    );
    const references: string[] = [];
    for (const member of members) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/member/grievances',
        headers: bearer(member.accessToken),
        payload: { category: 'gifts', text: 'My gift has not arrived yet.' },
      });
      references.push(res.json().reference);
    }
    let nextWrite = 0;
    let nextRead = 0;
    let profileChanges = 0;
    const until = Date.now() + 1500;
    const [written, read] = await Promise.all([
      loop(2, until, async () => {
        const n = nextWrite++;
        const member = members[n % members.length]!;
        if (n % 3 === 2) {
          // Members ask for erasure and change their minds while support read the list.
          return (
            await t.app.inject({
              method: n % 2 ? 'DELETE' : 'POST',
              url: '/api/user/member/erasure',
              headers: bearer(member.accessToken),
            })
          ).statusCode;
        }
        if (n % 3 === 1) {
          profileChanges++;
          return (
            await t.app.inject({
              method: 'PUT',
              url: `/api/user/free-member/${member.account.id}`,
              headers: ops,
              payload: { city: `Town ${n}`, reason: `Helpline call ${n}` },
            })
          ).statusCode;
        }
        return (
          await t.app.inject({
            method: 'PUT',
            url: `/api/user/ops/grievances/${references[n % references.length]}`,
            headers: ops,
            payload: { answer: `Answer number ${n}: sent again by post.` },
          })
        ).statusCode;
      }),
      loop(4, until, async () => {
        const member = members[nextRead++ % members.length]!;
        const [grievances, actions, open, found, erasures] = await Promise.all([
          t.app.inject({ url: '/api/user/member/grievances', headers: bearer(member.accessToken) }),
          t.app.inject({
            url: '/api/user/member/ops-actions',
            headers: bearer(member.accessToken),
          }),
          t.app.inject({ url: '/api/user/ops/grievances', headers: ops }),
          // Support find the member by the number they call from while their profile changes.
          t.app.inject({
            url: `/api/lead/ops/members?phone_number=${encodeURIComponent(member.account.phone_number)}`,
            headers: ops,
          }),
          t.app.inject({ url: '/api/user/ops/erasures', headers: ops }),
        ]);
        for (const res of [grievances, actions, open, found, erasures])
          if (res.statusCode !== 200) return res.statusCode;
        if (found.json().id !== member.account.id) return 500;
        // An open request is never read half cancelled, nor twice for one member.
        const requests = erasures.json().result as { lead_id: number; cancelled_at: unknown }[];
        if (requests.some((request) => request.cancelled_at !== null)) return 500;
        if (new Set(requests.map((request) => request.lead_id)).size !== requests.length)
          return 500;
        const [mine] = grievances.json().result;
        // An answer is never read without its time, nor a closed grievance without its answer.
        if ((mine.answer === null) !== (mine.answered_at === null)) return 500;
        if ((mine.status === 'closed') !== (mine.answer !== null)) return 500;
        return 200;
      }),
    ]);
    expect(written.length).toBeGreaterThan(20);
    expect(read.length).toBeGreaterThan(20);
    expect(written.filter((status) => status !== 200)).toEqual([]);
    expect(read.filter((status) => status !== 200)).toEqual([]);
    const [events] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM member_ops_events WHERE lead_id = ANY($1::int[])`,
      [members.map((member) => member.account.id)],
    );
    expect(events?.n).toBe(profileChanges);
  });
});

describe.each(STORE_KINDS)('ops people read and act while admins change them on %s', (kind) => {
  const t = testAppFor(kind);

  it('answers every list, "who am I", role check and number shown with the roles of one moment', async () => {
    const admin = await signInOps(t, ['admin'], 'Concurrent Admin');
    const worker = await signInOps(t, ['support'], 'Concurrent Worker');
    const member = await signIn(t, 'Concurrent Number');
    const asAdmin = bearer(admin.accessToken);
    const asWorker = bearer(worker.accessToken);
    const rolesBy = [['support'], ['support', 'finance']];
    let n = 0;
    const until = Date.now() + 1500;
    const [writes, reads] = await Promise.all([
      loop(3, until, async () => {
        const round = n++;
        if (round % 3 === 2) {
          const added = await t.app.inject({
            method: 'POST',
            url: '/api/user/ops/people',
            headers: asAdmin,
            payload: {
              phone_number: uniquePhone(),
              name: `Passing Person ${'abcdefghij'[round % 10]}`,
              roles: ['content'],
              reason: 'a day of help',
            },
          });
          if (added.statusCode !== 201) return added.statusCode;
          const removed = await t.app.inject({
            method: 'POST',
            url: `/api/user/ops/people/${added.json().id}/remove`,
            headers: asAdmin,
            payload: { reason: 'the day is over' },
          });
          return removed.statusCode === 204 ? 200 : removed.statusCode;
        }
        const changed = await t.app.inject({
          method: 'PUT',
          url: `/api/user/ops/people/${worker.person.id}`,
          headers: asAdmin,
          payload: { name: 'Concurrent Worker', roles: rolesBy[round % 2], reason: 'rota' },
        });
        return changed.statusCode;
      }),
      loop(3, until, async () => {
        const [list, me, grievances, number] = await Promise.all([
          t.app.inject({ url: '/api/user/ops/people', headers: asAdmin }),
          t.app.inject({ url: '/api/auth/ops/v1/me', headers: asWorker }),
          t.app.inject({ url: '/api/user/ops/grievances', headers: asWorker }),
          t.app.inject({
            method: 'POST',
            url: `/api/user/ops/members/${member.account.id}/phone`,
            headers: asWorker,
            payload: { reason: 'calling back' },
          }),
        ]);
        const roles = me.statusCode === 200 ? (me.json() as { roles: string[] }).roles : [];
        if (!rolesBy.some((set) => JSON.stringify(set) === JSON.stringify(roles))) return 500;
        if (number.statusCode === 200 && number.json().phone_number !== member.account.phone_number)
          return 500;
        return (
          [list, me, grievances, number].find((res) => res.statusCode !== 200)?.statusCode ?? 200
        );
      }),
    ]);
    expect(writes.length).toBeGreaterThan(20);
    expect(reads.length).toBeGreaterThan(20);
    expect(writes.filter((status) => status !== 200)).toEqual([]);
    expect(reads.filter((status) => status !== 200)).toEqual([]);
    const left = await t.db.query(`SELECT 1 FROM ops_people WHERE name LIKE 'Passing Person %'`);
    expect(left).toEqual([]);
  });
});
