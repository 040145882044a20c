import Cookies from 'js-cookie';
import { navigateToUrl } from 'single-spa';
import { makeStore } from '../store/store';
import { selectToasts } from '../toast/toast-slice';
import { sessionStarted } from '../session/auth-slice';
import { REFRESH_TOKEN_COOKIE, SESSION_TOKEN_COOKIE } from '../session/session-storage';
import { createServiceBaseQuery, withSessionHeaders } from './service-base-query';
import { getServiceUrl, resetServiceUrls, setServiceUrls } from './runtime-config';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { demoLead } from '../testing/demo-lead';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const account = demoLead;

function apiFor(store: ReturnType<typeof makeStore>): BaseQueryApi {
  return {
    dispatch: store.dispatch,
    getState: store.getState,
    signal: new AbortController().signal,
    abort: jest.fn(),
    extra: undefined,
    endpoint: 'test',
    type: 'query',
  };
}

describe('withSessionHeaders', () => {
  afterEach(() => Cookies.remove(SESSION_TOKEN_COOKIE));

  it('sends the bearer token from the sessiontoken cookie when present', () => {
    Cookies.set(SESSION_TOKEN_COOKIE, 'abc.def');
    const headers = withSessionHeaders(new Headers());
    expect(headers.get('Authorization')).toBe('Bearer abc.def');
    expect(headers.get('Accept')).toBe('application/json');
  });

  it('sends no Authorization header without a session', () => {
    expect(withSessionHeaders(new Headers()).has('Authorization')).toBe(false);
  });
});

describe('service URLs', () => {
  afterEach(resetServiceUrls);

  it('default to the one-origin API paths and follow the runtime manifest', () => {
    expect(getServiceUrl('subscription')).toBe('/api/subscription');
    setServiceUrls({ subscription: 'https://subs.example/api/subscription' });
    expect(getServiceUrl('subscription')).toBe('https://subs.example/api/subscription');
    expect(getServiceUrl('lead')).toBe('/api/lead');
  });
});

describe('401 handling in the base query', () => {
  let fetchMock: jest.SpyInstance;
  beforeEach(() => {
    setServiceUrls({ lead: 'http://localhost/api/lead', auth: 'http://localhost/api/auth' });
    fetchMock = jest.spyOn(globalThis, 'fetch');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    Cookies.set(SESSION_TOKEN_COOKIE, 'old-access');
    Cookies.set(REFRESH_TOKEN_COOKIE, 'refresh-1');
    jest.mocked(navigateToUrl).mockClear();
  });
  afterEach(() => {
    jest.restoreAllMocks();
    resetServiceUrls();
    Cookies.remove(SESSION_TOKEN_COOKIE);
    Cookies.remove(REFRESH_TOKEN_COOKIE);
  });

  const urlOf = (call: unknown[]) => (call[0] instanceof Request ? call[0].url : String(call[0]));

  it('renews the session once and repeats the call with the new token', async () => {
    fetchMock
      .mockResolvedValueOnce(json({ message: 'expired' }, 401))
      .mockResolvedValueOnce(
        json({ accessToken: 'new-access', refreshToken: 'refresh-2', expiresIn: 600, account }),
      )
      .mockResolvedValueOnce(json({ ok: true }));
    const store = makeStore();
    const result = await createServiceBaseQuery('lead')('lead/get', apiFor(store), {});
    expect(result).toMatchObject({ data: { ok: true } });
    expect(fetchMock.mock.calls.map(urlOf)).toEqual([
      'http://localhost/api/lead/lead/get',
      'http://localhost/api/auth/public/auth/v1/refresh-token',
      'http://localhost/api/lead/lead/get',
    ]);
    expect((fetchMock.mock.calls[2]![0] as Request).headers.get('Authorization')).toBe(
      'Bearer new-access',
    );
    expect(Cookies.get(REFRESH_TOKEN_COOKIE)).toBe('refresh-2');
    expect(store.getState().auth.accessToken).toBe('new-access');
    expect(navigateToUrl).not.toHaveBeenCalled();
  });

  it('ends the session when renewal fails: home page, cookies gone, one message', async () => {
    fetchMock.mockResolvedValueOnce(json({}, 401)).mockResolvedValueOnce(json({}, 401));
    const store = makeStore();
    store.dispatch(
      sessionStarted({ accessToken: 'old-access', refreshToken: 'refresh-1', account }),
    );
    const result = await createServiceBaseQuery('lead')('lead/get', apiFor(store), {});
    expect(result.error).toMatchObject({ status: 401 });
    expect(navigateToUrl).toHaveBeenCalledWith('/');
    expect(Cookies.get(SESSION_TOKEN_COOKIE)).toBeUndefined();
    expect(Cookies.get(REFRESH_TOKEN_COOKIE)).toBeUndefined();
    expect(store.getState().auth.accessToken).toBeNull();
    expect(selectToasts(store.getState()).map((toast) => [toast.message, toast.kind])).toEqual([
      [{ id: 'kit.session.reauth' }, 'error'],
    ]);
  });

  it('shares one renewal between calls that fail together', async () => {
    fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.endsWith('/refresh-token')) {
        return json({
          accessToken: 'new-access',
          refreshToken: 'refresh-2',
          expiresIn: 600,
          account,
        });
      }
      const auth = input instanceof Request ? input.headers.get('Authorization') : null;
      return auth === 'Bearer new-access' ? json({ ok: true }) : json({}, 401);
    });
    const store = makeStore();
    const query = createServiceBaseQuery('lead');
    await Promise.all([query('a', apiFor(store), {}), query('b', apiFor(store), {})]);
    expect(
      fetchMock.mock.calls.map(urlOf).filter((url) => url.endsWith('/refresh-token')),
    ).toHaveLength(1);
  });

  it('tells the page router about the move home, even before single-spa has started', async () => {
    const popstate = jest.fn();
    window.addEventListener('popstate', popstate);
    try {
      fetchMock.mockResolvedValueOnce(json({}, 401)).mockResolvedValueOnce(json({}, 401));
      await createServiceBaseQuery('lead')('lead/get', apiFor(makeStore()), {});
      expect(navigateToUrl).toHaveBeenCalledWith('/');
      expect(popstate).toHaveBeenCalledTimes(1);
    } finally {
      window.removeEventListener('popstate', popstate);
    }
  });

  it('keeps the session when the renewal gets no answer, and logs it', async () => {
    fetchMock
      .mockResolvedValueOnce(json({}, 401))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const store = makeStore();
    store.dispatch(
      sessionStarted({ accessToken: 'old-access', refreshToken: 'refresh-1', account }),
    );
    const result = await createServiceBaseQuery('lead')('lead/get', apiFor(store), {});
    expect(result.error).toMatchObject({ status: 401 });
    expect(Cookies.get(REFRESH_TOKEN_COOKIE)).toBe('refresh-1');
    expect(store.getState().auth.accessToken).toBe('old-access');
    expect(navigateToUrl).not.toHaveBeenCalled();
    expect(selectToasts(store.getState())).toEqual([]);
    expect(console.error).toHaveBeenCalled();
  });

  it('takes turns with other tabs and uses the tokens another tab renewed meanwhile', async () => {
    let releaseOtherTab: () => void = () => undefined;
    const otherTabHoldsLock = new Promise<void>((resolve) => {
      releaseOtherTab = resolve;
    });
    const request = jest.fn(async (_name: string, work: () => Promise<unknown>) => {
      await otherTabHoldsLock;
      return work();
    });
    Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
    try {
      fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
        const auth = input instanceof Request ? input.headers.get('Authorization') : null;
        return auth === 'Bearer other-tab-access' ? json({ ok: true }) : json({}, 401);
      });
      const store = makeStore();
      const pending = createServiceBaseQuery('lead')('lead/get', apiFor(store), {});
      await new Promise((resolve) => setTimeout(resolve, 0));
      // The other tab finishes its renewal and releases the lock.
      Cookies.set(SESSION_TOKEN_COOKIE, 'other-tab-access');
      Cookies.set(REFRESH_TOKEN_COOKIE, 'refresh-from-other-tab');
      releaseOtherTab();

      expect(await pending).toMatchObject({ data: { ok: true } });
      expect(request).toHaveBeenCalledWith('yoga-session-renewal', expect.any(Function));
      expect(
        fetchMock.mock.calls.map(urlOf).filter((url) => url.endsWith('/refresh-token')),
      ).toHaveLength(0);
      expect(store.getState().auth.accessToken).toBe('other-tab-access');
      expect(navigateToUrl).not.toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
  });

  it('leaves a 401 without a session to the caller, and logs other failures without a toast', async () => {
    Cookies.remove(SESSION_TOKEN_COOKIE);
    fetchMock.mockResolvedValueOnce(json({}, 401)).mockResolvedValueOnce(json({}, 500));
    const store = makeStore();
    const query = createServiceBaseQuery('lead');
    expect((await query('a', apiFor(store), {})).error).toMatchObject({ status: 401 });
    expect((await query('b', apiFor(store), {})).error).toMatchObject({ status: 500 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(navigateToUrl).not.toHaveBeenCalled();
    expect(selectToasts(store.getState())).toEqual([]);
    expect(console.error).toHaveBeenCalledTimes(1);
  });
});
