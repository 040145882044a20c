import Cookies from 'js-cookie';
import {
  ACCOUNT_STORAGE_KEY,
  SESSION_ID_STORAGE_KEY,
  clearSession,
  clientSessionId,
  deviceId,
  readSession,
  saveLeadDetails,
  saveSession,
  startClientSession,
} from './session-storage';
import { demoLead } from '../testing/demo-lead';

const account = demoLead;

describe('session storage', () => {
  afterEach(() => {
    clearSession();
    window.localStorage.clear();
  });

  it('keeps tokens in the sessiontoken and refreshToken cookies and the account in local storage', () => {
    saveSession({ accessToken: 'a.b.c', refreshToken: 'r1', account });
    expect(Cookies.get('sessiontoken')).toBe('a.b.c');
    expect(Cookies.get('refreshToken')).toBe('r1');
    expect(JSON.parse(window.localStorage.getItem(ACCOUNT_STORAGE_KEY)!)).toEqual(account);
    expect(readSession()).toEqual({ accessToken: 'a.b.c', refreshToken: 'r1', account });
  });

  it('clears tokens, lead details and account on logout', () => {
    saveSession({ accessToken: 'a.b.c', refreshToken: 'r1', account });
    saveLeadDetails(account);
    expect(Cookies.get('leaddetails')).toBe('{"id":7,"slug":"asha-x"}');
    clearSession();
    expect(Cookies.get('sessiontoken')).toBeUndefined();
    expect(Cookies.get('refreshToken')).toBeUndefined();
    expect(Cookies.get('leaddetails')).toBeUndefined();
    expect(window.localStorage.getItem(ACCOUNT_STORAGE_KEY)).toBeNull();
    expect(readSession()).toBeNull();
  });

  it('recreates the client session id at app start and after 15 minutes', () => {
    const first = startClientSession(1_000);
    expect(clientSessionId(1_000 + 899_999)).toBe(first);
    const second = startClientSession(2_000);
    expect(second).not.toBe(first);
    const renewed = clientSessionId(2_000 + 900_000);
    expect(renewed).not.toBe(second);
    expect(JSON.parse(window.localStorage.getItem(SESSION_ID_STORAGE_KEY)!)).toEqual({
      id: renewed,
      createdAt: 902_000,
    });
  });

  it('keeps one device id for good', () => {
    const id = deviceId();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(deviceId()).toBe(id);
  });
});
