import { bearer, signIn } from '../../testing/sign-in';
import { TEST_OPS_TOKEN, testAppFor } from '../../testing/test-app';
import { STORE_KINDS } from '../../testing/test-database';

const home = {
  line1: '12 MG Road',
  line2: 'Flat 4B',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
};

describe.each(STORE_KINDS)('addresses on %s', (kind) => {
  const t = testAppFor(kind);

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
});
