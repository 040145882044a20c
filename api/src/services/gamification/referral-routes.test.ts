import { TEST_OPS_TOKEN, testAppFor, uniquePhone } from '../../testing/test-app';
import { STORE_KINDS } from '../../testing/test-database';
import { bearer, join, signIn, verifyLastCode } from '../../testing/sign-in';

describe.each(STORE_KINDS)('the referral list on %s', (kind) => {
  const t = testAppFor(kind);

  const invite = (slug: string, name: string, phone = uniquePhone()) =>
    join(t, { name, phone, referral: slug });

  it('lists the friends a member invited, newest first, saying who finished joining', async () => {
    const inviter = await signIn(t, 'Kavya Nair');
    await invite(inviter.account.slug, 'Arjun Das');
    const joinedPhone = uniquePhone();
    await invite(inviter.account.slug, 'Farah Ali', joinedPhone);
    // The friend verifies the code of the invited registration (joining again from the home page
    // before verifying would replace the referrer: the latest registration wins).
    const verified = await verifyLastCode(t, joinedPhone);
    await t.app.inject({
      method: 'POST',
      url: '/api/user/free-member',
      headers: bearer(verified.json().accessToken),
    });

    const res = await t.app.inject({
      url: `/api/gamification/free-member/referrals/${inviter.account.id}?limit=100&offset=0`,
      headers: bearer(inviter.accessToken),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 2, limit: 100, offset: 0 });
    expect(body.data.map((r: { name: string; joined: boolean }) => [r.name, r.joined])).toEqual([
      ['Farah Ali', true],
      ['Arjun Das', false],
    ]);
    expect(Object.keys(body.data[0]).sort()).toEqual(['joined', 'name', 'referred_at']);
    expect(new Date(body.data[0].referred_at).getTime()).not.toBeNaN();
  });

  it('pages through the list', async () => {
    const inviter = await signIn(t, 'Page Owner');
    for (const name of ['First Friend', 'Second Friend', 'Third Friend']) {
      await invite(inviter.account.slug, name);
    }
    const res = await t.app.inject({
      url: `/api/gamification/free-member/referrals/${inviter.account.id}?limit=2&offset=2`,
      headers: bearer(inviter.accessToken),
    });
    expect(res.json()).toMatchObject({ total: 3, limit: 2, offset: 2 });
    expect(res.json().data.map((r: { name: string }) => r.name)).toEqual(['First Friend']);
  });

  it("answers 403 for another member's list, 401 without a session, and lets ops read it", async () => {
    const owner = await signIn(t, 'List Owner');
    const other = await signIn(t, 'Nosy Neighbour');
    const url = `/api/gamification/free-member/referrals/${owner.account.id}`;
    expect((await t.app.inject({ url, headers: bearer(other.accessToken) })).statusCode).toBe(403);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    const ops = await t.app.inject({ url, headers: bearer(TEST_OPS_TOKEN) });
    expect(ops.statusCode).toBe(200);
    expect(ops.json()).toEqual({ data: [], total: 0, limit: 100, offset: 0 });
  });

  it.each([
    ['limit=101', 'limit'],
    ['limit=0', 'limit'],
    ['offset=-1', 'offset'],
    ['limit=abc', 'limit'],
    ['sort=name', 'sort'],
  ])('refuses ?%s with a 400 naming %s', async (query, field) => {
    const owner = await signIn(t, 'Query Owner');
    const res = await t.app.inject({
      url: `/api/gamification/free-member/referrals/${owner.account.id}?${query}`,
      headers: bearer(owner.accessToken),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, field });
  });
});
