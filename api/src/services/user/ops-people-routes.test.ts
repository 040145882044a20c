import { bearer, signInOps, type OpsTestSession } from '../../testing/sign-in';
import { TEST_OPS_TOKEN, testAppFor, uniquePhone } from '../../testing/test-app';
import { STORE_KINDS } from '../../testing/test-database';

interface PeopleEvent {
  person_id: number;
  action: string;
  actor: string;
  reason: string;
  before: { roles: string[] } | null;
  after: { roles: string[]; name: string } | null;
}

describe.each(STORE_KINDS)('admins list the ops people on %s (issue 28)', (kind) => {
  const t = testAppFor(kind);
  let admin: OpsTestSession;

  beforeAll(async () => {
    admin = await signInOps(t, ['admin'], 'Anita Admin');
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token?: string) =>
    t.app.inject({
      method,
      url: `/api/user${url}`,
      headers: bearer(token ?? admin.accessToken),
      ...(payload ? { payload } : {}),
    });
  const eventsOf = (personId: number) =>
    t.db.query<PeopleEvent>(
      'SELECT person_id, action, actor, reason, before, after FROM ops_people_events WHERE person_id = $1 ORDER BY id',
      [personId],
    );

  it('adds, changes and removes a person, each with who did it, why, before and after', async () => {
    const phone = uniquePhone();
    const added = await call('POST', '/ops/people', {
      phone_number: phone,
      name: '  Ravi   Support ',
      roles: ['support', 'finance'],
      reason: 'joins the help desk',
    });
    expect(added.statusCode).toBe(201);
    const person = added.json();
    expect(person).toMatchObject({
      phone_number: phone,
      name: 'Ravi Support',
      roles: ['support', 'finance'],
    });
    expect((await call('GET', '/ops/people')).json().result).toContainEqual(person);

    const changed = await call('PUT', `/ops/people/${person.id}`, {
      name: 'Ravi Support',
      roles: ['content'],
      reason: 'moves to content',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: person.id, roles: ['content'] });

    const removed = await call('POST', `/ops/people/${person.id}/remove`, { reason: 'left' });
    expect(removed.statusCode).toBe(204);
    expect((await call('GET', '/ops/people')).json().result).not.toContainEqual(
      expect.objectContaining({ id: person.id }),
    );

    const events = await eventsOf(person.id);
    const actor = `ops:${admin.person.id}`;
    expect(events.map(({ action, actor: by, reason }) => [action, by, reason])).toEqual([
      ['added', actor, 'joins the help desk'],
      ['changed', actor, 'moves to content'],
      ['removed', actor, 'left'],
    ]);
    expect(events[1]).toMatchObject({
      before: { roles: ['support', 'finance'] },
      after: { roles: ['content'] },
    });
    expect(events[2]).toMatchObject({ before: { roles: ['content'] }, after: null });
  });

  it('names the scripts token as the actor of its changes', async () => {
    const added = await call(
      'POST',
      '/ops/people',
      { phone_number: uniquePhone(), name: 'Script Added', roles: ['content'], reason: 'seed' },
      TEST_OPS_TOKEN,
    );
    expect((await eventsOf(added.json().id))[0]).toMatchObject({ actor: 'ops', action: 'added' });
  });

  it.each([
    ['no reason', { roles: ['support'] }, 'reason'],
    ['a blank reason', { roles: ['support'], reason: '    ' }, 'reason'],
    ['a blank name', { roles: ['support'], reason: 'new', name: '     ' }, 'name'],
    ['no role', { roles: [], reason: 'new' }, 'roles'],
    ['an unknown role', { roles: ['root'], reason: 'new' }, 'roles'],
    ['a role twice', { roles: ['admin', 'admin'], reason: 'new' }, 'roles'],
    [
      'a number that is not one',
      { roles: ['admin'], reason: 'new', phone_number: '+91123' },
      'phone_number',
    ],
    ['an unknown field', { roles: ['admin'], reason: 'new', superuser: true }, 'superuser'],
  ])('refuses a person with %s, naming the field, and lists no one', async (_case, body, field) => {
    const phone = uniquePhone();
    const res = await call('POST', '/ops/people', {
      phone_number: phone,
      name: 'Some One',
      ...body,
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(field);
    const listed = await t.db.query('SELECT 1 FROM ops_people WHERE phone_number = $1', [phone]);
    expect(listed).toEqual([]);
  });

  it('lists a number once, and answers 404 for a person not listed', async () => {
    const phone = uniquePhone();
    const person = { phone_number: phone, name: 'Only Once', roles: ['support'], reason: 'hire' };
    expect((await call('POST', '/ops/people', person)).statusCode).toBe(201);
    const again = await call('POST', '/ops/people', { ...person, roles: ['admin'] });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'phone_taken', field: 'phone_number' });
    const [stored] = await t.db.query<{ roles: string[] }>(
      'SELECT roles FROM ops_people WHERE phone_number = $1',
      [phone],
    );
    expect(stored?.roles).toEqual(['support']);
    const body = { name: 'Nobody', roles: ['support'], reason: 'typo' };
    expect((await call('PUT', '/ops/people/99999999', body)).statusCode).toBe(404);
    expect((await call('POST', '/ops/people/99999999/remove', { reason: 'x-y' })).statusCode).toBe(
      404,
    );
  });

  it('lets no one but admins see or change who is ops', async () => {
    const support = await signInOps(t, ['support', 'content', 'finance']);
    expect((await call('GET', '/ops/people', undefined, support.accessToken)).statusCode).toBe(403);
    const selfPromotion = await call(
      'PUT',
      `/ops/people/${support.person.id}`,
      { name: 'Ops Person', roles: ['admin'], reason: 'I deserve it' },
      support.accessToken,
    );
    expect(selfPromotion.statusCode).toBe(403);
    const [stored] = await t.db.query<{ roles: string[] }>(
      'SELECT roles FROM ops_people WHERE id = $1',
      [support.person.id],
    );
    expect(stored?.roles).toEqual(['support', 'content', 'finance']);
  });
});
