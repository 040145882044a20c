import { bearer, signIn, signInOps } from '../../testing/sign-in';
import { TEST_OPS_TOKEN, lastCode, testAppFor, uniquePhone } from '../../testing/test-app';
import { STORE_KINDS } from '../../testing/test-database';

describe.each(STORE_KINDS)('ops people sign in to the console on %s (issue 28)', (kind) => {
  const t = testAppFor(kind);

  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/ops/v1/me', headers: bearer(token) });
  const login = (phone: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/ops/v1/login',
      payload: { phone_number: phone },
    });
  const verify = (phone: string, code: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/ops/v1/verify-otp',
      payload: { phone_number: phone, code },
    });
  const changeRoles = (id: number, roles: string[]) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/user/ops/people/${id}`,
      headers: bearer(TEST_OPS_TOKEN),
      payload: { name: 'Ops Person', roles, reason: 'moves to another desk' },
    });
  // One route of each role, each answering 200 to a caller holding it.
  const asks = {
    support: { method: 'GET' as const, url: '/api/user/ops/grievances' },
    admin: { method: 'GET' as const, url: '/api/user/ops/people' },
  };

  it('signs a listed person in with the code texted to them, for a working day', async () => {
    const session = await signInOps(t, ['support', 'content'], 'Priya Ops');
    expect(session.person).toMatchObject({ name: 'Priya Ops', roles: ['support', 'content'] });
    expect(session).toMatchObject({ expiresIn: 8 * 60 * 60 });
    const who = await me(session.accessToken);
    expect(who.statusCode).toBe(200);
    expect(who.json()).toEqual(session.person);
  });

  it('answers an unlisted number as a listed one, and texts it nothing', async () => {
    const listed = uniquePhone();
    const stranger = uniquePhone();
    await t.app.inject({
      method: 'POST',
      url: '/api/user/ops/people',
      headers: bearer(TEST_OPS_TOKEN),
      payload: { phone_number: listed, name: 'Listed One', roles: ['finance'], reason: 'new hire' },
    });
    const [toListed, toStranger] = [await login(listed), await login(stranger)];
    expect(toStranger.statusCode).toBe(202);
    expect(Object.keys(toStranger.json()).sort()).toEqual(Object.keys(toListed.json()).sort());
    expect(t.sms.messagesFor(listed)).toHaveLength(1);
    expect(t.sms.messagesFor(stranger)).toEqual([]);
    // No code was made, so none can be right.
    expect((await verify(stranger, '123456')).json()).toMatchObject({ code: 'otp_expired' });
    // And the stranger's sends are counted like anyone's: the resend cooldown answers.
    expect((await login(stranger)).statusCode).toBe(429);
  });

  it('refuses a wrong code, and a right code of a number no longer listed', async () => {
    const phone = uniquePhone();
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/user/ops/people',
      headers: bearer(TEST_OPS_TOKEN),
      payload: { phone_number: phone, name: 'Short Stay', roles: ['content'], reason: 'temp' },
    });
    await login(phone);
    const code = lastCode(t.sms, phone);
    const wrong = await verify(phone, code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'otp_wrong', field: 'code' });
    await t.app.inject({
      method: 'POST',
      url: `/api/user/ops/people/${added.json().id}/remove`,
      headers: bearer(TEST_OPS_TOKEN),
      payload: { reason: 'left the team' },
    });
    const right = await verify(phone, code);
    expect(right.statusCode).toBe(403);
    expect(right.json()).not.toHaveProperty('accessToken');
  });

  it('reads roles on every request: a change or a removal applies at once', async () => {
    const session = await signInOps(t, ['support']);
    const ask = (route: { method: 'GET'; url: string }) =>
      t.app.inject({ ...route, headers: bearer(session.accessToken) });
    expect((await ask(asks.support)).statusCode).toBe(200);
    expect((await ask(asks.admin)).statusCode).toBe(403);

    expect((await changeRoles(session.person.id, ['admin'])).statusCode).toBe(200);
    expect((await ask(asks.support)).statusCode).toBe(403);
    expect((await ask(asks.admin)).statusCode).toBe(200);

    await t.app.inject({
      method: 'POST',
      url: `/api/user/ops/people/${session.person.id}/remove`,
      headers: bearer(TEST_OPS_TOKEN),
      payload: { reason: 'left the team' },
    });
    const gone = await me(session.accessToken);
    expect(gone.statusCode).toBe(401);
    expect(gone.json()).toMatchObject({ code: 'session_expired' });
    expect((await ask(asks.admin)).statusCode).toBe(401);
  });

  it("keeps a member's token and an ops person's token apart", async () => {
    const member = await signIn(t, 'Plain Member');
    expect((await me(member.accessToken)).statusCode).toBe(403);
    expect((await me(TEST_OPS_TOKEN)).statusCode).toBe(403);
    const session = await signInOps(t, ['support']);
    const ownLead = await t.app.inject({
      url: '/api/lead/lead/get',
      headers: bearer(session.accessToken),
    });
    expect(ownLead.statusCode).toBe(403);
  });
});
