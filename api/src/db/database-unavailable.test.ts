import { DatabaseUnavailable, unavailableReason, whileReachable } from './database-unavailable';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('telling a lost database from a failed query', () => {
  it.each([
    [withCode('ECONNREFUSED'), 'ECONNREFUSED'],
    [withCode('ECONNRESET'), 'ECONNRESET'],
    [withCode('08006'), '08006'],
    [withCode('57P01', 'terminating connection due to administrator command'), '57P01'],
    [withCode('53300', 'sorry, too many clients already'), '53300'],
    [new Error('Connection terminated unexpectedly'), 'Connection terminated unexpectedly'],
    [new Error('PGlite is closed'), 'PGlite is closed'],
  ])('%p is the database being unreachable', (error, reason) => {
    expect(unavailableReason(error)).toBe(reason);
  });

  it.each([
    withCode('23505', 'duplicate key value'),
    withCode('22P02', 'invalid input syntax'),
    withCode('42P01', 'relation "x" does not exist'),
    withCode('57014', 'canceling statement due to statement timeout'),
    new Error('anything else'),
    'not an error',
  ])('%p is about the query, not the database', (error) => {
    expect(unavailableReason(error)).toBeNull();
  });

  it('passes query errors through and turns a lost connection into DatabaseUnavailable', async () => {
    const duplicate = withCode('23505');
    await expect(whileReachable(() => Promise.reject(duplicate))).rejects.toBe(duplicate);
    await expect(whileReachable(() => Promise.reject(withCode('ECONNREFUSED')))).rejects.toEqual(
      new DatabaseUnavailable('ECONNREFUSED'),
    );
    await expect(whileReachable(async () => 42)).resolves.toBe(42);
  });
});
