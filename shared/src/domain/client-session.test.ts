import { SESSION_ID_TTL_MS, isSessionIdValid, readStoredSessionId } from './client-session';

describe('client session id', () => {
  const createdAt = 1_000_000;

  it('lives exactly 15 minutes (900000 ms)', () => {
    expect(SESSION_ID_TTL_MS).toBe(900_000);
    const stored = { id: 'abc', createdAt };
    expect(isSessionIdValid(stored, createdAt)).toBe(true);
    expect(isSessionIdValid(stored, createdAt + 899_999)).toBe(true);
    expect(isSessionIdValid(stored, createdAt + 900_000)).toBe(false);
  });

  it('is invalid when missing or from the future', () => {
    expect(isSessionIdValid(null, createdAt)).toBe(false);
    expect(isSessionIdValid({ id: 'abc', createdAt: createdAt + 1 }, createdAt)).toBe(false);
  });

  it.each([null, '', 'not json', '{"id": 3}', '[]', '{"id":"a","createdAt":"now"}'])(
    'reads %p as no session id',
    (raw) => {
      expect(readStoredSessionId(raw)).toBeNull();
    },
  );

  it('reads a stored session id', () => {
    expect(readStoredSessionId('{"id":"a","createdAt":5}')).toEqual({ id: 'a', createdAt: 5 });
  });
});
