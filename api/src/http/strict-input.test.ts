import { createSigner } from 'fast-jwt';
import { bearer, signIn, type TestSession } from '../testing/sign-in';
import { TEST_JWT_SECRET, TEST_OPS_TOKEN, testAppFor, uniquePhone } from '../testing/test-app';
import { STORE_KINDS } from '../testing/test-database';

const home = { line1: '12 MG Road', line2: 'Flat 4B', city: 'Pune', state: 'Maharashtra' };

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; required?: boolean; schema?: { default?: unknown } }[];
        requestBody?: {
          content: Record<
            string,
            { schema: { properties?: Record<string, { default?: unknown }>; required?: string[] } }
          >;
        };
      }
    >
  >;
}

/** Inputs the API once mishandled; each must be a 400 naming its field, and change nothing. */
describe.each(STORE_KINDS)('strict reading of input on %s', (kind) => {
  const t = testAppFor(kind);
  let member: TestSession;
  beforeAll(async () => {
    member = await signIn(t, 'Strict Reader');
  });

  const addAddress = (payload: object, token = member.accessToken) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/member/address',
      headers: bearer(token),
      payload: { pincode: '411001', ...payload },
    });
  const addresses = async () =>
    (
      await t.app.inject({
        url: `/api/user/member/addresses/${encodeURIComponent(member.account.phone_number)}`,
        headers: bearer(member.accessToken),
      })
    ).json().result as unknown[];
  const putRemote = (payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/config/remotes/mf-challenge',
      headers: bearer(TEST_OPS_TOKEN),
      payload,
    });

  it.each(['line1', 'line2', 'city', 'state'])(
    'refuses control characters and unpaired surrogates in %s with a 400 naming it',
    async (field) => {
      for (const bad of ['\u0000', '\u0007', '\u001b[2J', '\u007f', '\u0085', '\ud83d', '\udd27']) {
        const res = await addAddress({ ...home, [field]: `Pune ${bad} East` });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          field,
          message: `Invalid ${field}: must not contain control characters or unpaired surrogates`,
        });
      }
      expect(await addresses()).toEqual([]);
    },
  );

  it('keeps text in any script, emoji and right-to-left marks', async () => {
    const res = await addAddress({ ...home, line1: 'गली नं. 4, शिवाजी नगर 🙏', city: 'دبي\u202e' });
    expect(res.statusCode).toBe(201);
  });

  it('answers a token that outlived its member with a 401, not a 500', async () => {
    const orphan = createSigner({
      key: TEST_JWT_SECRET,
      aud: 'yoga-challenge-web',
      iss: 'yoga-challenge-auth',
    })({ sub: '2147483647', phone: uniquePhone() });
    expect((await addAddress(home, orphan)).statusCode).toBe(401);
  });

  it.each([
    ['2000-01-01T00:00:00+23:59', 'an offset PostgreSQL refuses'],
    ['2026-01-01T00:00:00-14:01', 'an offset past 14 hours'],
    ['2026-02-30T00:00:00Z', 'a day that does not exist'],
    ['2026-11-22T24:00:00Z', 'hour 24'],
    ['2026-11-22T23:59:60Z', 'a leap second'],
    ['0000-01-01T00:00:00Z', 'year 0'],
    ['2026-11-22 06:30:00Z', 'a space for the T'],
    ['', 'an empty text'],
  ])('refuses activeFrom %p (%s) with a 400 naming it', async (activeFrom) => {
    const res = await putRemote({ activeFrom });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('activeFrom');
    const manifest = await t.app.inject('/api/config/remotes');
    expect(
      manifest.json().remotes.find((r: { name: string }) => r.name === 'mf-challenge'),
    ).toMatchObject({ activeFrom: null, enabled: true });
  });

  it.each(['2026-11-22T06:30:00+05:30', '2026-11-22T06:30:00+14:00', '2026-11-22T06:30:00.5Z'])(
    'accepts activeFrom %p',
    async (activeFrom) => {
      expect((await putRemote({ activeFrom })).statusCode).toBe(200);
      expect((await putRemote({ activeFrom: null })).statusCode).toBe(200);
    },
  );

  it.each([null, 0, 'false', [false]])(
    'does not read %p as a value of enabled (bodies are not coerced)',
    async (enabled) => {
      const res = await putRemote({ enabled });
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe('enabled');
      const manifest = await t.app.inject('/api/config/remotes');
      expect(
        manifest.json().remotes.find((r: { name: string }) => r.name === 'mf-challenge').enabled,
      ).toBe(true);
    },
  );

  it.each([true, 42, ['Asha Verma'], null])('does not register a member named %p', async (name) => {
    const phone = uniquePhone();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/lead/lead/register',
      payload: { name, phone_number: phone },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('name');
    expect(await t.db.query('SELECT 1 FROM leads WHERE phone_number = $1', [phone])).toEqual([]);
  });

  it('still reads numbers from a query string, in plain digits only', async () => {
    const url = `/api/gamification/free-member/referrals/${member.account.id}`;
    const ok = await t.app.inject({
      url: `${url}?limit=5&offset=0`,
      headers: bearer(member.accessToken),
    });
    expect(ok.json()).toMatchObject({ limit: 5, offset: 0 });
    for (const query of ['limit=Infinity', 'limit=1e2', 'limit=0x10', 'offset=-1e400', 'limit=']) {
      const res = await t.app.inject({
        url: `${url}?${query}`,
        headers: bearer(member.accessToken),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe(query.split('=')[0]);
    }
  });

  it('documents parameters and body fields that have defaults as optional', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json() as OpenApiDocument;
    const defaulted: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const parameter of operation.parameters ?? []) {
          if (parameter.schema?.default === undefined) continue;
          defaulted.push(parameter.name);
          expect([method, path, parameter.name, parameter.required]).toEqual([
            method,
            path,
            parameter.name,
            false,
          ]);
        }
        const body = operation.requestBody?.content['application/json']?.schema;
        for (const [name, property] of Object.entries(body?.properties ?? {})) {
          if (property.default === undefined) continue;
          defaulted.push(name);
          expect([method, path, name, body?.required?.includes(name) ?? false]).toEqual([
            method,
            path,
            name,
            false,
          ]);
        }
      }
    }
    expect(defaulted).toEqual(
      expect.arrayContaining(['countrycode', 'limit', 'offset', 'field', 'line2', 'country_code']),
    );
  });
});
