import type { OpsSession } from '../schemas/ops-people-schemas';

/**
 * An ops person's console session (issue 28), kept in the tab's session storage: it ends when the
 * tab closes (the console is often opened on a shared office computer) and never mixes with the
 * member session of the same browser, which lives in cookies.
 */
const OPS_SESSION_KEY = 'yoga.ops-session';

export interface StoredOpsSession {
  accessToken: string;
  /** Epoch milliseconds after which the token is no longer accepted. */
  expiresAt: number;
  person: OpsSession['person'];
}

const listeners = new Set<() => void>();
let cached: { raw: string | null; session: StoredOpsSession | null } = { raw: null, session: null };

export function readOpsSession(now = Date.now()): StoredOpsSession | null {
  let raw: string | null;
  try {
    raw = window.sessionStorage.getItem(OPS_SESSION_KEY);
  } catch {
    return null;
  }
  if (raw !== cached.raw) {
    let session: StoredOpsSession | null = null;
    try {
      session = raw ? (JSON.parse(raw) as StoredOpsSession) : null;
    } catch {
      session = null;
    }
    cached = { raw, session };
  }
  return cached.session && cached.session.expiresAt > now ? cached.session : null;
}

export function saveOpsSession(session: OpsSession, now = Date.now()): void {
  const stored: StoredOpsSession = {
    accessToken: session.accessToken,
    expiresAt: now + session.expiresIn * 1000,
    person: session.person,
  };
  window.sessionStorage.setItem(OPS_SESSION_KEY, JSON.stringify(stored));
  listeners.forEach((listener) => listener());
}

/** Sign out, or a session the server no longer accepts (the person was removed, it ran out). */
export function clearOpsSession(): void {
  window.sessionStorage.removeItem(OPS_SESSION_KEY);
  listeners.forEach((listener) => listener());
}

export function subscribeOpsSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
