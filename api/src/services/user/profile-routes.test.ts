import { signIn, type TestSession, callAs } from '../../testing/sign-in';
import { STORE_VARIANTS, testAppWithRedisFor } from '../../testing/test-app';

/*
 * Issue 26, the profile's API paths (decision 0039): `lead/profileupdate`, `lead/addcity`,
 * `lead/needmoredetails`, `free-member/{id}` (update), `free-member/details`,
 * `free-member/basic-info/{id}`, `free-member/check/{id}`, and the address paths
 * `member/address/latest/{phone}`, `member/addresses-ids`, `member/address/{id}` (update).
 */

const home = {
  line1: '12 MG Road',
  line2: '',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
};
const dubai = {
  line1: 'Villa 7, Street 12',
  line2: 'Al Barsha',
  city: 'Dubai',
  state: 'Dubai',
  pincode: '00000',
  country_code: 'AE',
};

describe.each(STORE_VARIANTS)('a member’s profile on %s (with Redis: %s)', (kind, withRedis) => {
  const t = testAppWithRedisFor(kind, withRedis);

  const call = callAs(t);
  const details = async (who: TestSession) =>
    (await call('GET', '/user/free-member/details', who)).json();

  it('changes only the fields sent, the same way however often they are sent', async () => {
    const member = await signIn(t, 'Profile Owner');
    const change = { city: 'Nagpur', state: 'Maharashtra', preferred_language: 'hi' };
    const first = await call('PUT', '/lead/lead/profileupdate', member, change);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ ...change, name: 'Profile Owner' });
    const again = await call('PUT', '/lead/lead/profileupdate', member, change);
    expect(again.json()).toEqual(first.json());

    const renamed = await call('PUT', '/lead/lead/profileupdate', member, { name: 'प्रिया  शर्मा' });
    expect(renamed.json()).toMatchObject({
      name: 'प्रिया शर्मा',
      city: 'Nagpur',
      preferred_language: 'hi',
    });
    expect(await details(member)).toEqual(renamed.json());
  });

  it.each([
    [{ name: 'Asha 123' }, 'name', 'name_not_letters'],
    [{ name: '' }, 'name', 'name_empty'],
    [{ city: 'X' }, 'city', 'invalid_input'],
    [{ preferred_language: 'fr' }, 'preferred_language', 'invalid_input'],
    [{ phone_number: '+919999999999' }, 'phone_number', 'invalid_input'],
    [{}, undefined, 'invalid_input'],
  ])('refuses %p naming %s (%s) and changes nothing', async (payload, field, code) => {
    const member = await signIn(t, 'Careful Member');
    const before = await details(member);
    const res = await call('PUT', '/lead/lead/profileupdate', member, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code, ...(field ? { field } : {}) });
    expect(await details(member)).toEqual(before);
  });

  it('answers the signed-in member only: 401 without a session, 403 for ops', async () => {
    expect((await call('PUT', '/lead/lead/profileupdate', null, { city: 'Pune' })).statusCode).toBe(
      401,
    );
    expect(
      (await call('PUT', '/lead/lead/profileupdate', 'ops', { city: 'Pune' })).statusCode,
    ).toBe(403);
    expect((await call('GET', '/lead/lead/needmoredetails', null)).statusCode).toBe(401);
    expect((await call('GET', '/user/free-member/details', 'ops')).statusCode).toBe(403);
  });

  it('asks for the city, the state and an address until they are given', async () => {
    const member = await signIn(t, 'New Member');
    const missing = async () => (await call('GET', '/lead/lead/needmoredetails', member)).json();
    expect(await missing()).toEqual({ missing: ['city', 'state', 'address'] });
    const city = await call('POST', '/lead/lead/addcity', member, {
      city: 'Jaipur',
      state: 'Rajasthan',
    });
    expect(city.statusCode).toBe(200);
    expect(city.json()).toMatchObject({ city: 'Jaipur', state: 'Rajasthan' });
    expect(await missing()).toEqual({ missing: ['address'] });
    expect((await call('POST', '/user/member/address', member, home)).statusCode).toBe(201);
    expect(await missing()).toEqual({ missing: [] });

    // Between challenges: not enrolled, whatever the demo's challenges are.
    await t.db.query('UPDATE leads SET active_challenge_id = NULL WHERE id = $1', [
      member.account.id,
    ]);
    const check = await call('GET', `/user/free-member/check/${member.account.id}`, member);
    expect(check.json()).toEqual({
      id: member.account.id,
      enrolled: false,
      paid: false,
      details_complete: true,
      missing: [],
    });
    expect(
      (await call('POST', '/lead/lead/addcity', member, { city: 'Jaipur' })).json(),
    ).toMatchObject({ field: 'state' });
  });

  it('lets a member or ops change a member by id, and nobody else', async () => {
    const owner = await signIn(t, 'Id Owner');
    const other = await signIn(t, 'Id Stranger');
    const url = `/user/free-member/${owner.account.id}`;
    const own = await call('PUT', url, owner, { city: 'Indore' });
    expect(own.statusCode).toBe(200);
    expect(own.json().city).toBe('Indore');

    const refused = await call('PUT', url, other, { city: 'Bhopal' });
    expect(refused.statusCode).toBe(403);
    expect((await details(owner)).city).toBe('Indore');
    expect((await call('PUT', url, null, { city: 'Bhopal' })).statusCode).toBe(401);

    const ops = await call('PUT', url, 'ops', {
      state: 'Madhya Pradesh',
      reason: 'Member asked on the helpline',
    });
    expect(ops.json()).toMatchObject({ city: 'Indore', state: 'Madhya Pradesh' });
    // A missing member looks like someone else's to a member, and is missing to ops.
    expect(
      (await call('PUT', '/user/free-member/2147483000', other, { city: 'Goa' })).statusCode,
    ).toBe(403);
    expect(
      (
        await call('PUT', '/user/free-member/2147483000', 'ops', {
          city: 'Goa',
          reason: 'Member asked on the helpline',
        })
      ).statusCode,
    ).toBe(404);

    const basic = await call('GET', `/user/free-member/basic-info/${owner.account.id}`, owner);
    expect(basic.json()).toEqual({
      id: owner.account.id,
      name: 'Id Owner',
      city: 'Indore',
      state: 'Madhya Pradesh',
      country_code: 'IN',
      preferred_language: null,
    });
    expect(
      (await call('GET', `/user/free-member/basic-info/${owner.account.id}`, other)).statusCode,
    ).toBe(403);
    expect(
      (await call('GET', `/user/free-member/check/${owner.account.id}`, other)).statusCode,
    ).toBe(403);
    expect(
      (await call('GET', `/user/free-member/check/${owner.account.id}`, 'ops')).json(),
    ).toMatchObject({ details_complete: false, missing: ['address'] });
  });

  it('ships gifts to the address the member selects, first in every list', async () => {
    const member = await signIn(t, 'Address Chooser');
    const phone = encodeURIComponent(member.account.phone_number);
    const latest = () => call('GET', `/user/member/address/latest/${phone}`, member);
    expect((await latest()).statusCode).toBe(404);

    const india = (await call('POST', '/user/member/address', member, home)).json();
    const abroad = (await call('POST', '/user/member/address', member, dubai)).json();
    expect((await latest()).json().id).toBe(abroad.id);
    expect((await call('GET', '/user/member/addresses-ids', member)).json()).toEqual({
      result: [abroad.id, india.id],
    });

    const select = await call('PUT', `/user/member/address/${india.id}`, member, {
      ...home,
      line2: 'Flat 4B',
      selected: true,
    });
    expect(select.statusCode).toBe(200);
    expect(select.json()).toMatchObject({ id: india.id, line2: 'Flat 4B', country_code: 'IN' });
    expect((await latest()).json()).toEqual(select.json());
    const list = await call('GET', `/user/member/addresses/${phone}`, member);
    expect(list.json().result.map((a: { id: number }) => a.id)).toEqual([india.id, abroad.id]);

    // Changing the other without selecting it keeps the choice.
    const edited = await call('PUT', `/user/member/address/${abroad.id}`, member, {
      ...dubai,
      line2: 'Al Barsha 1',
    });
    expect(edited.json()).toMatchObject({ line2: 'Al Barsha 1', country_code: 'AE' });
    expect((await call('GET', '/user/member/addresses-ids', member)).json().result).toEqual([
      india.id,
      abroad.id,
    ]);
  });

  it('refuses another’s address, a bad PIN code and a missing address, changing nothing', async () => {
    const owner = await signIn(t, 'Parcel Owner');
    const other = await signIn(t, 'Parcel Stranger');
    const address = (await call('POST', '/user/member/address', owner, home)).json();
    const url = `/user/member/address/${address.id}`;

    expect((await call('PUT', url, other, { ...home, city: 'Goa' })).statusCode).toBe(403);
    const badPin = await call('PUT', url, owner, { ...home, pincode: '012345' });
    expect(badPin.statusCode).toBe(400);
    expect(badPin.json()).toMatchObject({ field: 'pincode', code: 'pincode_invalid' });
    const noLine = await call('PUT', url, owner, { ...home, line1: undefined });
    expect(noLine.json()).toMatchObject({ field: 'line1' });
    expect((await call('PUT', url, null, home)).statusCode).toBe(401);
    const phone = encodeURIComponent(owner.account.phone_number);
    expect((await call('GET', `/user/member/address/latest/${phone}`, owner)).json()).toEqual(
      address,
    );
    expect((await call('GET', `/user/member/address/latest/${phone}`, other)).statusCode).toBe(403);
    expect((await call('GET', `/user/member/address/latest/${phone}`, 'ops')).statusCode).toBe(200);

    expect((await call('PUT', '/user/member/address/2147483000', owner, home)).statusCode).toBe(
      403,
    );
    expect(
      (
        await call('PUT', '/user/member/address/2147483000', 'ops', {
          ...home,
          reason: 'Courier returned it',
        })
      ).statusCode,
    ).toBe(404);
    expect((await call('GET', '/user/member/addresses-ids', 'ops')).statusCode).toBe(403);
  });

  it('keeps every read whole while the profile and the selected address change at once', async () => {
    const member = await signIn(t, 'Busy Member');
    const [first, second] = [
      (await call('POST', '/user/member/address', member, home)).json(),
      (await call('POST', '/user/member/address', member, dubai)).json(),
    ];
    const cities = ['Agra', 'Bhopal', 'Cuttack', 'Dehradun', 'Erode', 'Faridabad'];
    const answers = await Promise.all([
      ...cities.map((city) => call('PUT', '/lead/lead/profileupdate', member, { city })),
      ...cities.map(() => call('GET', '/user/free-member/details', member)),
      ...cities.map((_, i) =>
        call('PUT', `/user/member/address/${i % 2 ? first.id : second.id}`, member, {
          ...(i % 2 ? home : dubai),
          selected: true,
        }),
      ),
      ...cities.map(() => call('GET', '/user/member/addresses-ids', member)),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    for (const read of answers.slice(cities.length, cities.length * 2)) {
      expect(['Pune', null, ...cities]).toContain(read.json().city);
      expect(read.json().name).toBe('Busy Member');
    }
    for (const read of answers.slice(cities.length * 3)) {
      expect([...read.json().result].sort()).toEqual([first.id, second.id].sort());
    }
    expect(cities).toContain((await details(member)).city);
  });
});
