import { DEMO_CHALLENGES } from '../../demo/seed-demo-data';
import {
  countTableMismatches,
  createGameChallenge,
  enrol,
  eventually,
  joinSession,
  putRules,
} from '../../testing/game-fixtures';
import {
  bearer,
  join,
  signIn,
  signInOps,
  verifyLastCode,
  type TestSession,
} from '../../testing/sign-in';
import { TOP_CACHE_MS } from '../../game/leaderboard-read';
import {
  STORE_VARIANTS,
  TEST_OPS_TOKEN,
  testAppWithRedisFor,
  uniquePhone,
} from '../../testing/test-app';

const CHALLENGE = 9201;

const LEVELS = {
  points_per_day: 10,
  points_per_referral: 5,
  voucher_min_days: 1,
  levels: [
    {
      level: 1,
      referrals_needed: 1,
      gift_name: 'Steel water bottle',
      gift_name_hi: 'पानी की बोतल',
    },
    { level: 2, referrals_needed: 3, gift_name: 'Yoga mat', gift_name_hi: 'योगा मैट' },
  ],
};

const ADDRESS = {
  recipient: 'Kavya Nair',
  phone_number: '+919876501234',
  line1: '4 Temple Street',
  line2: '',
  city: 'Kochi',
  state: 'Kerala',
  pincode: '682001',
  country_code: 'IN',
};

describe.each(STORE_VARIANTS)('the game on %s (with Redis: %s)', (kind, withRedis) => {
  const t = testAppWithRedisFor(kind, withRedis);
  beforeAll(async () => {
    await createGameChallenge(t, CHALLENGE);
    expect((await putRules(t, CHALLENGE, LEVELS)).statusCode).toBe(200);
  });

  const get = (url: string, member: TestSession | string) =>
    t.app.inject({
      url,
      headers: bearer(typeof member === 'string' ? member : member.accessToken),
    });
  const points = (member: TestSession) =>
    get(
      `/api/gamification/leaderboard/live-leaderboard-points/${encodeURIComponent(member.account.phone_number)}`,
      member,
    ).then((res) => res.json().points as number);
  const rank = (member: TestSession) =>
    get(
      `/api/gamification/leaderboard/live-leaderboard-rank/${encodeURIComponent(member.account.phone_number)}`,
      member,
    ).then((res) => res.json().rank as number | null);
  const referrals = (member: TestSession) =>
    get(`/api/gamification/free-member/referral/all/${member.account.id}`, member).then((res) =>
      res.json(),
    );
  const member = async (name: string) => {
    const signedIn = await signIn(t, name);
    await enrol(t, signedIn, CHALLENGE);
    return signedIn;
  };

  it('follows a referral from the link to counted, and pays the inviter points, a rank and a level', async () => {
    const inviter = await member('Kavya Nair');
    expect(await points(inviter)).toBe(0);
    expect(await rank(inviter)).toBeNull();

    const friendPhone = uniquePhone();
    await join(t, { name: 'Arjun Das', phone: friendPhone, referral: inviter.account.slug });
    expect((await referrals(inviter)).data).toEqual([
      expect.objectContaining({ name: 'Arjun Das', status: 'pending', reason: 'not_verified' }),
    ]);

    const verified = await verifyLastCode(t, friendPhone);
    const friend: TestSession = verified.json();
    await enrol(t, friend, CHALLENGE);
    expect((await referrals(inviter)).data[0]).toMatchObject({
      status: 'pending',
      reason: 'not_attended',
    });
    const mine = await get('/api/lead/lead/getmyreferral', inviter);
    expect(mine.json()).toMatchObject({
      slug: inviter.account.slug,
      counts: { counted: 0, pending: 1, not_counted: 0 },
    });
    expect(mine.json().link).toMatch(new RegExp(`/join/${inviter.account.slug}$`));

    expect((await joinSession(t, friend)).statusCode).toBe(200);
    expect(
      await eventually(
        () => points(inviter),
        (p) => p === 5,
      ),
    ).toBe(5);
    expect((await referrals(inviter)).data[0]).toMatchObject({ status: 'counted', reason: null });
    expect((await referrals(inviter)).counts).toEqual({ counted: 1, pending: 0, not_counted: 0 });
    expect(await points(friend)).toBe(10);
    // The friend attended (10) before the inviter's referral counted (5).
    expect(await rank(friend)).toBeLessThan((await rank(inviter)) ?? 0);

    const levels = await get(`/api/gamification/free-member/levels/${inviter.account.id}`, inviter);
    expect(levels.json()).toMatchObject({
      member_id: inviter.account.id,
      counted_referrals: 1,
      levels: [
        { level: 1, reached: true, gift: { status: 'earned', gift_name: 'Steel water bottle' } },
        { level: 2, reached: false, gift: null },
      ],
    });
    const profile = await get(`/api/gamification/free-member/${inviter.account.id}`, inviter);
    expect(profile.json()).toMatchObject({
      points: 5,
      level: 1,
      counted_referrals: 1,
      points_per_day: 10,
      points_per_referral: 5,
    });
  });

  /** An inviter whose friend took part, so they earned level 1's gift (not claimed yet). */
  const giftEarner = async (name: string) => {
    const inviter = await member(name);
    const friend = await signIn(t, `${name} Friend`, uniquePhone());
    await t.db.query('UPDATE leads SET referred_by = $1, active_challenge_id = $2 WHERE id = $3', [
      inviter.account.id,
      CHALLENGE,
      friend.account.id,
    ]);
    await joinSession(t, friend);
    const latest = await eventually(
      () => get(`/api/gamification/free-member/latest-gift/${inviter.account.id}`, inviter),
      (res) => res.json().data !== null,
    );
    return { inviter, gift: latest.json().data };
  };

  it('claims a gift once, however often it is asked, and keeps the address once shipped', async () => {
    const { inviter, gift } = await giftEarner('Gift Claimer');
    expect(gift).toMatchObject({ level: 1, status: 'earned', address: null });

    const claim = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/gamification/free-member/update-earned-gift',
        headers: bearer(inviter.accessToken),
        payload: { gift_id: gift.id, address: ADDRESS },
      });
    const claims = await Promise.all([claim(), claim(), claim()]);
    expect(claims.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(claims[0]?.json()).toMatchObject({ status: 'claimed', address: ADDRESS });
    const events = await t.db.query<{ event: string }>(
      'SELECT event FROM gift_events WHERE gift_id = $1',
      [gift.id],
    );
    expect(events.map((e) => e.event)).toEqual(['claimed']);

    const abroad = {
      ...ADDRESS,
      city: 'Dubai',
      state: 'Dubai',
      pincode: '00000',
      country_code: 'AE',
    };
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/gamification/leaderboard/gift/${gift.id}`,
      headers: bearer(inviter.accessToken),
      payload: { address: abroad },
    });
    expect(moved.json()).toMatchObject({ status: 'claimed', address: abroad });

    const shipped = await t.app.inject({
      method: 'PUT',
      url: `/api/gamification/leaderboard/gift/${gift.id}/status`,
      headers: bearer(TEST_OPS_TOKEN),
      payload: { status: 'shipped', tracking: 'TRACK-1' },
    });
    expect(shipped.json()).toMatchObject({ status: 'shipped', tracking: 'TRACK-1' });
    const late = await t.app.inject({
      method: 'PUT',
      url: `/api/gamification/leaderboard/gift/${gift.id}`,
      headers: bearer(inviter.accessToken),
      payload: { address: ADDRESS },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'gift_shipped' });

    const stranger = await member('Gift Stranger');
    const stolen = await t.app.inject({
      method: 'POST',
      url: '/api/gamification/free-member/update-earned-gift',
      headers: bearer(stranger.accessToken),
      payload: { gift_id: gift.id, address: ADDRESS },
    });
    expect(stolen.statusCode).toBe(403);
  });

  it("lists claimed gifts for support, masked, and hands the courier a list with whole numbers that each gift's history records", async () => {
    const { inviter, gift } = await giftEarner('Gift Lister');
    const support = await signInOps(t, ['support'], 'Gift Support');
    const claimed = await t.app.inject({
      method: 'POST',
      url: '/api/gamification/free-member/update-earned-gift',
      headers: bearer(inviter.accessToken),
      payload: { gift_id: gift.id, address: ADDRESS },
    });
    expect(claimed.statusCode).toBe(200);

    const page = await get(
      `/api/gamification/ops/gifts?status=claimed&after=${gift.id - 1}&limit=1`,
      support.accessToken,
    );
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toEqual([
      expect.objectContaining({
        id: gift.id,
        status: 'claimed',
        member: { id: inviter.account.id, name: 'Gift Lister', slug: inviter.account.slug },
        address: expect.objectContaining({ phone_number: '+91******1234', pincode: '682001' }),
      }),
    ]);
    const last = await get(`/api/gamification/ops/gifts?after=${gift.id}`, support.accessToken);
    expect(last.json().data.map((g: { id: number }) => g.id)).not.toContain(gift.id);
    expect(
      (await get('/api/gamification/ops/gifts?status=earned', support.accessToken)).statusCode,
    ).toBe(400);
    expect((await get('/api/gamification/ops/gifts', inviter)).statusCode).toBe(403);

    const list = await get('/api/gamification/ops/gifts/shipping-list', support.accessToken);
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(list.headers['content-disposition']).toMatch(/^attachment; filename="shipping-list-/);
    const row = list.body.split('\r\n').find((line) => line.startsWith(`${gift.id},`));
    expect(row).toBe(
      `${gift.id},Gift Lister,Steel water bottle,Kavya Nair,098765 01234,4 Temple Street,,Kochi,Kerala,682001,IN,${claimed.json().claimed_at}`,
    );
    const events = await t.db.query<{ event: string; actor: string }>(
      'SELECT event, actor FROM gift_events WHERE gift_id = $1 ORDER BY id',
      [gift.id],
    );
    expect(events).toEqual([
      { event: 'claimed', actor: `member:${inviter.account.id}` },
      { event: 'listed', actor: `ops:${support.person.id}` },
    ]);
    const seen = await get('/api/user/member/ops-actions', inviter);
    expect(seen.json().result).toEqual([expect.objectContaining({ action: 'gift_listed' })]);

    const shipped = await t.app.inject({
      method: 'PUT',
      url: `/api/gamification/leaderboard/gift/${gift.id}/status`,
      headers: bearer(support.accessToken),
      payload: { status: 'shipped', tracking: 'DTDC-77' },
    });
    expect(shipped.statusCode).toBe(200);
    const after = await get('/api/gamification/ops/gifts/shipping-list', support.accessToken);
    expect(after.body).not.toContain(`\r\n${gift.id},`);
    const sent = await get(
      `/api/gamification/ops/gifts?status=shipped&after=${gift.id - 1}&limit=1`,
      support.accessToken,
    );
    expect(sent.json().data[0]).toMatchObject({ id: gift.id, tracking: 'DTDC-77' });
  });

  it('refuses an Indian address without a 6-digit PIN code, naming the field', async () => {
    const someone = await member('Pin Checker');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/gamification/free-member/update-earned-gift',
      headers: bearer(someone.accessToken),
      payload: { gift_id: 1, address: { ...ADDRESS, pincode: '12345' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'pincode_invalid', field: 'pincode' });
  });

  it('sends a gift abroad without a town or state its country does not use, never without one it needs', async () => {
    const { inviter, gift } = await giftEarner('Gift Abroad');
    const claim = (address: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/gamification/free-member/update-earned-gift',
        headers: bearer(inviter.accessToken),
        payload: { gift_id: gift.id, address },
      });
    const gifts = () =>
      get(`/api/gamification/free-member/gifts/${inviter.account.id}`, inviter).then(
        (res) => res.json().data,
      );
    const before = await gifts();

    for (const [address, field] of [
      [{ ...ADDRESS, state: '', pincode: '95014', country_code: 'US' }, 'state'],
      [{ ...ADDRESS, city: '', pincode: '10117', country_code: 'DE' }, 'city'],
      [{ ...ADDRESS, state: '' }, 'state'],
    ] as const) {
      const refused = await claim(address);
      expect([address, refused.statusCode]).toEqual([address, 400]);
      expect(refused.json()).toMatchObject({ field, code: 'invalid_input' });
    }
    expect(await gifts()).toEqual(before);
    const events = await t.db.query('SELECT event FROM gift_events WHERE gift_id = $1', [gift.id]);
    expect(events).toEqual([]);

    const singapore = { ...ADDRESS, city: '', state: '', pincode: '048616', country_code: 'SG' };
    const claimed = await claim(singapore);
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json()).toMatchObject({ status: 'claimed', address: singapore });
    const germany = { ...ADDRESS, city: 'Berlin', state: '', pincode: '10117', country_code: 'DE' };
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/gamification/leaderboard/gift/${gift.id}`,
      headers: bearer(inviter.accessToken),
      payload: { address: germany },
    });
    expect(moved.json()).toMatchObject({ status: 'claimed', address: germany });
  });

  it('ranks by points, and an equal score by who reached it first', async () => {
    const first = await member('Early Bird');
    const second = await member('Late Riser');
    await joinSession(t, first);
    await eventually(
      () => points(first),
      (p) => p === 10,
    );
    // Reached a second later by the app's clock (standings keep the second).
    t.clock.advance(1000);
    await joinSession(t, second);
    await eventually(
      () => points(second),
      (p) => p === 10,
    );
    const [a, b] = [await rank(first), await rank(second)];
    expect(a).not.toBeNull();
    expect(b).toBe((a ?? 0) + 1);

    const board = await get('/api/gamification/leaderboard?paid=false', first);
    expect(board.statusCode).toBe(200);
    const body = board.json();
    expect(body).toMatchObject({ challenge_id: CHALLENGE, paid: false, locked: false });
    expect(body.me).toEqual({ rank: a, points: 10 });
    const names = body.entries.map((e: { name: string }) => e.name);
    expect(names.indexOf('Early B.')).toBeLessThan(names.indexOf('Late R.'));
    const same = await get('/api/lead/program/getleaderboard?paid=false', first);
    expect(same.json().entries).toEqual(body.entries);
  });

  it('moves points down when ops remove an attendance, and the count table follows', async () => {
    const corrected = await member('Corrected Member');
    await joinSession(t, corrected);
    await eventually(
      () => points(corrected),
      (p) => p === 10,
    );
    const [{ slug }] = [corrected.account];
    const removed = await t.app.inject({
      method: 'POST',
      url: '/api/lead/lead/updateleadattendance',
      headers: bearer(TEST_OPS_TOKEN),
      payload: { slug, day: 2, batch: 1, attended: false, reason: 'Marked by mistake' },
    });
    expect(removed.statusCode).toBe(200);
    expect(
      await eventually(
        () => points(corrected),
        (p) => p === 0,
      ),
    ).toBe(0);
    expect(await rank(corrected)).toBeNull();
    expect(
      await eventually(
        () => countTableMismatches(t.db, CHALLENGE),
        (n) => n === 0,
      ),
    ).toBe(0);
  });

  it('hides a member from the public board, or shows the phone’s last four, and still tells them their rank', async () => {
    const shy = await member('Shy Person');
    await joinSession(t, shy);
    await eventually(
      () => points(shy),
      (p) => p === 10,
    );
    const setVisibility = (board_visibility: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/gamification/free-member/${shy.account.id}`,
        headers: bearer(shy.accessToken),
        payload: { board_visibility },
      });
    expect((await setVisibility('phone')).json()).toMatchObject({ board_visibility: 'phone' });
    t.clock.advance(TOP_CACHE_MS + 1);
    let board = (await get('/api/gamification/leaderboard', shy)).json();
    const lastFour = shy.account.phone_number.slice(-4);
    expect(board.entries).toContainEqual(
      expect.objectContaining({ name: `******${lastFour}`, me: true }),
    );

    await setVisibility('hidden');
    t.clock.advance(TOP_CACHE_MS + 1);
    board = (await get('/api/gamification/leaderboard', shy)).json();
    expect(board.entries.some((e: { me: boolean }) => e.me)).toBe(false);
    expect(board.me.rank).toBe(await rank(shy));
    expect(board.me.points).toBe(10);
    expect((await setVisibility('famous')).statusCode).toBe(400);
  });

  it('answers 403 for another member on every route naming one, and 401 without a session', async () => {
    const owner = await member('Route Owner');
    const other = await member('Route Other');
    const id = owner.account.id;
    const phone = encodeURIComponent(owner.account.phone_number);
    for (const url of [
      `/api/gamification/free-member/${id}`,
      `/api/gamification/free-member/levels/${id}`,
      `/api/gamification/free-member/referral/all/${id}`,
      `/api/gamification/free-member/gifts/${id}`,
      `/api/gamification/free-member/latest-gift/${id}`,
      `/api/gamification/free-member/vouchers/${id}`,
      `/api/gamification/guessandwin/${id}`,
      `/api/gamification/leaderboard/live-leaderboard-points/${phone}`,
      `/api/gamification/leaderboard/live-leaderboard-rank/${phone}`,
    ]) {
      expect([url, (await get(url, other)).statusCode]).toEqual([url, 403]);
      expect([url, (await t.app.inject({ url })).statusCode]).toEqual([url, 401]);
      expect([url, (await get(url, TEST_OPS_TOKEN)).statusCode]).toEqual([url, 200]);
    }
    expect((await t.app.inject({ url: '/api/gamification/leaderboard' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/lead/lead/getmyreferral' })).statusCode).toBe(401);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/gamification/guessandwin/${id}`,
      headers: bearer(other.accessToken),
      payload: { guess: 10 },
    });
    expect(put.statusCode).toBe(403);
    const rules = await t.app.inject({
      method: 'PUT',
      url: `/api/gamification/rules/${CHALLENGE}`,
      headers: bearer(owner.accessToken),
      payload: LEVELS,
    });
    expect(rules.statusCode).toBe(403);
  });

  it('issues vouchers once, however often the job runs', async () => {
    const regular = await member('Voucher Winner');
    await joinSession(t, regular);
    const generate = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/gamification/vouchers/generate/${CHALLENGE}`,
        headers: bearer(TEST_OPS_TOKEN),
      });
    const [firstRun, secondRun] = await Promise.all([generate(), generate()]);
    expect([firstRun.statusCode, secondRun.statusCode]).toEqual([200, 200]);
    expect((await generate()).json()).toEqual({ issued: 0 });
    const vouchers = (
      await get(`/api/gamification/free-member/vouchers/${regular.account.id}`, regular)
    ).json();
    expect(vouchers.data).toHaveLength(1);
    expect(vouchers.data[0]).toMatchObject({ challenge_id: CHALLENGE, expired: false });
    expect(vouchers.data[0].code).toMatch(/^YOGA(-[0-9A-HJKMNP-TV-Z]{4}){4}$/);
    // Its last day is the challenge's expiry date in any zone; in one behind UTC, the UTC date of
    // the instant it ends is the day after.
    const [expiry] = await t.db.query<{ day: string }>(
      "SELECT to_char(voucher_expiry_date, 'YYYY-MM-DD') AS day FROM challenges WHERE id = $1",
      [CHALLENGE],
    );
    expect(vouchers.data[0].last_day).toBe(expiry?.day);
    await t.db.query("UPDATE challenges SET timezone = 'America/New_York' WHERE id = $1", [
      CHALLENGE,
    ]);
    const western = (
      await get(`/api/gamification/free-member/vouchers/${regular.account.id}`, regular)
    ).json().data[0];
    expect(western.last_day).toBe(expiry?.day);
    expect(western.expires_at.slice(0, 10)).not.toBe(expiry?.day);
    await t.db.query("UPDATE challenges SET timezone = 'Asia/Kolkata' WHERE id = $1", [CHALLENGE]);
    const counted = await t.db.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM vouchers WHERE lead_id = $1',
      [regular.account.id],
    );
    expect(counted).toEqual([{ total: 1 }]);
  });

  it('issues a voucher to a member who has since taken part in the next challenge', async () => {
    const movedOn = await member('Moved On');
    await joinSession(t, movedOn);
    await t.db.query(
      `INSERT INTO past_enrolments (lead_id, challenge_id, enrolled_at) VALUES ($1, $2, now())`,
      [movedOn.account.id, CHALLENGE],
    );
    await t.db.query('UPDATE leads SET active_challenge_id = $1 WHERE id = $2', [
      DEMO_CHALLENGES.future,
      movedOn.account.id,
    ]);
    await t.app.inject({
      method: 'POST',
      url: `/api/gamification/vouchers/generate/${CHALLENGE}`,
      headers: bearer(TEST_OPS_TOKEN),
    });
    const [issued] = await t.db.query<{ challenge_id: number }>(
      'SELECT challenge_id FROM vouchers WHERE lead_id = $1',
      [movedOn.account.id],
    );
    expect(issued).toEqual({ challenge_id: CHALLENGE });
  });

  it('holds a burst of referred sign-ups from one device for review, and counts one ops approve', async () => {
    const inviter = await member('Busy Inviter');
    const device = `device-${Date.now()}`;
    const phones = [uniquePhone(), uniquePhone(), uniquePhone(), uniquePhone()];
    for (const phone of phones) {
      await t.app.inject({
        method: 'POST',
        url: `/api/lead/lead/register/${inviter.account.slug}`,
        headers: { 'x-device-id': device },
        payload: { name: 'Family Member', phone_number: phone },
        remoteAddress: '10.1.2.3',
      });
    }
    const list = (await referrals(inviter)).data as { reason: string }[];
    expect(list.map((r) => r.reason).sort()).toEqual([
      'not_verified',
      'not_verified',
      'not_verified',
      'under_review',
    ]);
    const held = await get('/api/gamification/referral-reviews?status=held', TEST_OPS_TOKEN);
    const heldMember = held
      .json()
      .data.find((r: { signup_device: string }) => r.signup_device === device);
    expect(heldMember).toMatchObject({ inviter_id: inviter.account.id, review: 'held' });
    const decided = await t.app.inject({
      method: 'POST',
      url: `/api/gamification/referral-reviews/${heldMember.member_id}`,
      headers: bearer(TEST_OPS_TOKEN),
      payload: { decision: 'rejected', reason: 'Four sign-ups in a minute from one phone' },
    });
    expect(decided.json()).toMatchObject({ review: 'rejected' });
    const after = (await referrals(inviter)).data as { reason: string }[];
    expect(after.map((r) => r.reason).sort()).toContain('rejected');
    const audit = await t.db.query<{ decision: string }>(
      'SELECT decision FROM referral_reviews WHERE lead_id = $1 ORDER BY id',
      [heldMember.member_id],
    );
    expect(audit.map((a) => a.decision)).toEqual(['held', 'rejected']);
  });

  it('keeps the first link a friend joined through once they verified their phone', async () => {
    const first = await member('First Inviter');
    const second = await member('Second Inviter');
    const phone = uniquePhone();
    await join(t, { name: 'Twice Invited', phone, referral: first.account.slug });
    await verifyLastCode(t, phone);
    await join(t, { name: 'Twice Invited', phone, referral: second.account.slug });
    await join(t, { name: 'Twice Invited', phone });
    expect((await referrals(first)).total).toBe(1);
    expect((await referrals(second)).total).toBe(0);
  });

  it.each([
    ['/api/gamification/leaderboard?paid=maybe', 'paid'],
    ['/api/gamification/leaderboard?sort=points', 'sort'],
    ['/api/gamification/leaderboard/live-leaderboard-rank/12345', 'phone'],
    ['/api/gamification/free-member/referral/all/1?startDate=2026-13-45', 'startDate'],
    ['/api/gamification/free-member/referral/all/1?offSet=-1', 'offSet'],
  ])('refuses %s with a 400 naming %s', async (url, field) => {
    const res = await get(url, TEST_OPS_TOKEN);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field });
  });
});
