import Cookies from 'js-cookie';
import { isSessionIdValid, readStoredSessionId } from '../domain/client-session';
import { SESSION_TOKEN_COOKIE } from '../domain/session-page';
import type { Lead } from '../models/member';

export { SESSION_TOKEN_COOKIE };
/** Spec section 4: cookie and storage names. */
export const REFRESH_TOKEN_COOKIE = 'refreshToken';
export const LEAD_DETAILS_COOKIE = 'leaddetails';
export const ACCOUNT_STORAGE_KEY = 'account';
export const SESSION_ID_STORAGE_KEY = 'sessionId';
export const DEVICE_ID_STORAGE_KEY = 'deviceId';

const REFRESH_COOKIE_DAYS = 30;

function cookieAttributes(days?: number): Cookies.CookieAttributes {
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(window.location.hostname);
  return { sameSite: 'Lax', secure: !local, path: '/', ...(days ? { expires: days } : {}) };
}

export interface StoredSession {
  accessToken: string;
  refreshToken: string | null;
  account: Lead | null;
}

function readAccount(): Lead | null {
  try {
    const raw = window.localStorage.getItem(ACCOUNT_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as Lead) : null;
  } catch {
    return null;
  }
}

/** Login: tokens in cookies, account data in local storage (spec section 4). */
export function saveSession(session: {
  accessToken: string;
  refreshToken: string;
  account: Lead;
}): void {
  Cookies.set(SESSION_TOKEN_COOKIE, session.accessToken, cookieAttributes(REFRESH_COOKIE_DAYS));
  Cookies.set(REFRESH_TOKEN_COOKIE, session.refreshToken, cookieAttributes(REFRESH_COOKIE_DAYS));
  window.localStorage.setItem(ACCOUNT_STORAGE_KEY, JSON.stringify(session.account));
}

export function saveLeadDetails(lead: Lead): void {
  Cookies.set(
    LEAD_DETAILS_COOKIE,
    JSON.stringify({ id: lead.id, slug: lead.slug }),
    cookieAttributes(REFRESH_COOKIE_DAYS),
  );
}

export function readSession(): StoredSession | null {
  const accessToken = Cookies.get(SESSION_TOKEN_COOKIE);
  if (!accessToken) return null;
  return {
    accessToken,
    refreshToken: Cookies.get(REFRESH_TOKEN_COOKIE) ?? null,
    account: readAccount(),
  };
}

export function readRefreshToken(): string | null {
  return Cookies.get(REFRESH_TOKEN_COOKIE) ?? null;
}

/** Logout, or a session that could not be renewed: nothing of it stays in the browser. */
export function clearSession(): void {
  for (const name of [SESSION_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE, LEAD_DETAILS_COOKIE]) {
    Cookies.remove(name, { path: '/' });
  }
  window.localStorage.removeItem(ACCOUNT_STORAGE_KEY);
}

function randomId(): string {
  return crypto.randomUUID();
}

/** Spec section 4: at app start the client session id is cleared and created anew. */
export function startClientSession(now = Date.now()): string {
  const id = randomId();
  window.localStorage.setItem(SESSION_ID_STORAGE_KEY, JSON.stringify({ id, createdAt: now }));
  return id;
}

/** The current client session id, replaced once it is 15 minutes old. */
export function clientSessionId(now = Date.now()): string {
  const stored = readStoredSessionId(window.localStorage.getItem(SESSION_ID_STORAGE_KEY));
  return stored && isSessionIdValid(stored, now) ? stored.id : startClientSession(now);
}

/** A random id that stays with this browser for good. */
export function deviceId(): string {
  const existing = window.localStorage.getItem(DEVICE_ID_STORAGE_KEY);
  if (existing) return existing;
  const id = randomId();
  window.localStorage.setItem(DEVICE_ID_STORAGE_KEY, id);
  return id;
}
