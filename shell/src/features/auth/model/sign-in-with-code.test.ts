import { demoLead, jsonResponse as json, stubFetch, type FetchStub } from '@yoga/shared/testing';
import { makeStore } from '@yoga/shared/host';
import { signInWithCode } from './sign-in-with-code';

const VERIFY = 'POST /api/auth/public/auth/v1/verify-otp';
const ENROL = 'POST /api/user/free-member';
const LEAD = `GET /api/lead/lead/getleadinfo/${demoLead.id}`;
const tokens = (account = demoLead) => ({
  accessToken: 'access',
  refreshToken: 'refresh-token-0123456789',
  expiresIn: 600,
  account,
});

describe('signing in with a code', () => {
  let server: FetchStub;
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server = stubFetch({
      [VERIFY]: json(tokens()),
      [ENROL]: json(demoLead),
      [LEAD]: json({ ...demoLead, name: 'Asha Verma' }),
    });
  });
  afterEach(() => {
    server.restore();
    jest.restoreAllMocks();
  });

  it('verifies, keeps the session, enrols a joining member, loads the lead and welcomes them', async () => {
    const store = makeStore();
    const outcome = await signInWithCode(store, {
      phone: '+919876543210',
      code: '123456',
      joining: true,
    });
    expect(outcome).toEqual({ ok: true, lead: { ...demoLead, name: 'Asha Verma' } });
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      VERIFY,
      ENROL,
      LEAD,
    ]);
    const state = store.getState();
    expect(state.auth).toMatchObject({ accessToken: 'access', leadStatus: 'settled' });
    expect(state.auth.freeMember?.name).toBe('Asha Verma');
    expect(state.toast.items.at(-1)).toMatchObject({
      message: { id: 'shell.toast.welcome', values: { name: 'Asha' } },
      kind: 'success',
    });
  });

  it('does not enrol a returning member again', async () => {
    const outcome = await signInWithCode(makeStore(), {
      phone: '+919876543210',
      code: '123456',
      joining: false,
    });
    expect(outcome.ok).toBe(true);
    expect(server.callsTo(ENROL)).toEqual([]);
  });

  it('stops at a wrong code, with the server’s answer and no session', async () => {
    server.answer(
      VERIFY,
      json({ statusCode: 400, error: 'Bad Request', message: 'That code is not right.' }, 400),
    );
    const store = makeStore();
    const outcome = await signInWithCode(store, {
      phone: '+919876543210',
      code: '000000',
      joining: true,
    });
    expect(outcome).toMatchObject({ ok: false, step: 'verify', error: { status: 400 } });
    expect(store.getState().auth.accessToken).toBeNull();
    expect(server.callsTo(ENROL)).toEqual([]);
  });

  it('uses the lead sign-in answered with when reloading it fails', async () => {
    server.answer(LEAD, json({ statusCode: 503, error: 'x', message: 'busy' }, 503));
    const outcome = await signInWithCode(makeStore(), {
      phone: '+919876543210',
      code: '123456',
      joining: false,
    });
    expect(outcome).toEqual({ ok: true, lead: demoLead });
  });
});
