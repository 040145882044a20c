import { bearer, signIn, type TestSession } from '../../testing/sign-in';
import { TEST_OPS_TOKEN, STORE_VARIANTS, testAppWithRedisFor } from '../../testing/test-app';

const home = {
  line1: '12 MG Road',
  line2: 'Flat 4B',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
};

describe.each(STORE_VARIANTS)('addresses on %s (with Redis: %s)', (kind, withRedis) => {
  const t = testAppWithRedisFor(kind, withRedis);

  it('lists a member’s addresses newest first, by their own phone only', async () => {
    const mine = await signIn(t, 'Address Owner');
    const theirs = await signIn(t, 'Address Neighbour');
    for (const city of ['Pune', 'Nashik']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/member/address',
        headers: bearer(mine.accessToken),
        payload: { ...home, city },
      });
      expect(res.statusCode).toBe(201);
    }
    const url = `/api/user/member/addresses/${encodeURIComponent(mine.account.phone_number)}`;
    const own = await t.app.inject({ url, headers: bearer(mine.accessToken) });
    expect(own.statusCode).toBe(200);
    expect(own.json().result.map((a: { city: string }) => a.city)).toEqual(['Nashik', 'Pune']);
    expect(own.json().result[0]).toMatchObject({
      country_code: 'IN',
      pincode: '411001',
      line2: 'Flat 4B',
    });

    expect((await t.app.inject({ url, headers: bearer(theirs.accessToken) })).statusCode).toBe(403);
    expect((await t.app.inject({ url, headers: bearer(TEST_OPS_TOKEN) })).statusCode).toBe(200);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
  });

  it.each([
    [{ ...home, pincode: '012345' }, 'pincode', 'pincode_invalid'],
    [{ ...home, pincode: '4110' }, 'pincode', 'pincode_invalid'],
    [{ ...home, line1: '' }, 'line1', 'invalid_input'],
    [{ ...home, city: undefined }, 'city', 'invalid_input'],
  ])('rejects the address %p naming %s with %s', async (payload, field, code) => {
    const member = await signIn(t, 'Careful Typist');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/member/address',
      headers: bearer(member.accessToken),
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field, code });
  });

  describe('towns and states as the country writes its addresses', () => {
    const street = { line1: '1 Raffles Place', line2: '', city: '', state: '' };
    const post = (token: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/member/address',
        headers: bearer(token),
        payload,
      });
    const listOf = (member: TestSession) =>
      t.app
        .inject({
          url: `/api/user/member/addresses/${encodeURIComponent(member.account.phone_number)}`,
          headers: bearer(member.accessToken),
        })
        .then((res) => res.json().result as object[]);

    it('saves an address without the lines its country does not have', async () => {
      const member = await signIn(t, 'Island Dweller');
      for (const payload of [
        { ...street, pincode: '048616', country_code: 'SG' },
        {
          ...street,
          line1: 'Unter den Linden 1',
          city: 'Berlin',
          pincode: '10117',
          country_code: 'DE',
        },
        {
          ...street,
          line1: '10 Downing Street',
          city: 'London',
          pincode: 'SW1A 2AA',
          country_code: 'GB',
        },
      ]) {
        const res = await post(member.accessToken, payload);
        expect([payload.country_code, res.statusCode]).toEqual([payload.country_code, 201]);
        expect(res.json()).toMatchObject(payload);
      }
      // Left out, they are empty.
      const res = await post(member.accessToken, {
        line1: street.line1,
        pincode: '048616',
        country_code: 'SG',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ city: '', state: '' });
      expect(await listOf(member)).toHaveLength(4);
    });

    it.each([
      [{ ...street, city: 'Cupertino', pincode: '95014', country_code: 'US' }, 'state'],
      [{ ...street, city: 'Cupertino', state: 'C', pincode: '95014', country_code: 'US' }, 'state'],
      [{ ...street, state: 'CA', pincode: '95014', country_code: 'US' }, 'city'],
      [{ ...street, state: 'Berlin', pincode: '10117', country_code: 'DE' }, 'city'],
      [{ ...home, state: '', country_code: 'IN' }, 'state'],
      [{ ...home, city: ' ', country_code: 'IN' }, 'city'],
      [{ ...street, city: 'Dubai', pincode: '', country_code: 'AE' }, 'state'],
    ])('refuses %p without its %s, and keeps nothing', async (payload, field) => {
      const member = await signIn(t, 'Forgetful Mover');
      const res = await post(member.accessToken, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field, code: 'invalid_input' });
      expect(await listOf(member)).toEqual([]);
    });

    it('refuses a change that drops a needed state, and keeps the address as it was', async () => {
      const member = await signIn(t, 'Careful Changer');
      const us = {
        ...street,
        city: 'Cupertino',
        state: 'CA',
        pincode: '95014',
        country_code: 'US',
      };
      const saved = (await post(member.accessToken, us)).json();
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/user/member/address/${saved.id}`,
        headers: bearer(member.accessToken),
        payload: { ...us, state: '' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'state', code: 'invalid_input' });
      expect(await listOf(member)).toEqual([saved]);
    });
  });
});
