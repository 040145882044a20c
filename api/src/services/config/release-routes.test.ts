import { createHash } from 'node:crypto';
import { appendFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RemoteDescriptor } from '@yoga/shared/routing';
import { bearer, signIn } from '../../testing/sign-in';
import { TEST_OPS_TOKEN, testAppFor } from '../../testing/test-app';
import { STORE_KINDS } from '../../testing/test-database';

const REMOTE = 'mf-festivals';

/** A release as the release command leaves it in the store: the build's manifest and routes. */
function storeRelease(store: string, version: string, text: string) {
  const manifest = JSON.stringify({ id: 'mf_festivals', text });
  const sha256 = createHash('sha256').update(manifest).digest('hex');
  const release = `${version}-${sha256.slice(0, 8)}`;
  const folder = path.join(store, REMOTE, release);
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'mf-manifest.json'), manifest);
  writeFileSync(
    path.join(folder, 'routes.json'),
    JSON.stringify({
      app: REMOTE,
      routes: [
        { path: '/cmp', openToPaid: true, season: null, nav: null },
        { path: `/cmp-${version}`, openToPaid: false, season: null, nav: null },
      ],
    }),
  );
  return { release, sha256, folder };
}

describe.each(STORE_KINDS)('remote releases on %s', (kind) => {
  const store = mkdtempSync(path.join(tmpdir(), 'yoga-releases-'));
  const t = testAppFor(kind, { config: { releasesDir: store } });
  const ops = bearer(TEST_OPS_TOKEN);
  const first = storeRelease(store, '0.1.0', 'first');
  const second = storeRelease(store, '0.2.0', 'second');

  const register = (
    release: { release: string; sha256: string },
    headers: Record<string, string> = ops,
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/config/remotes/${REMOTE}/releases`,
      headers,
      payload: {
        release: release.release,
        version: release.release.split('-')[0],
        manifest_sha256: release.sha256,
        reason: 'Diwali texts',
      },
    });
  const serve = (release: string | null) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/config/remotes/${REMOTE}/release`,
      headers: ops,
      payload: { release, reason: release ? `Serve ${release}` : 'Back to the built files' },
    });
  const festivals = async (): Promise<RemoteDescriptor> => {
    const manifest = (await t.app.inject('/api/config/remotes')).json();
    return manifest.remotes.find((remote: RemoteDescriptor) => remote.name === REMOTE);
  };

  it('registers a release from the store once, checking its manifest hash, and lists it', async () => {
    expect((await register(first)).statusCode).toBe(201);
    expect((await register(first)).statusCode).toBe(200);
    expect((await register(second)).statusCode).toBe(201);
    const listed = await t.app.inject({
      url: `/api/config/remotes/${REMOTE}/releases`,
      headers: ops,
    });
    expect(listed.json()).toMatchObject({
      active: null,
      releases: expect.arrayContaining([
        expect.objectContaining({ release: first.release, manifest_sha256: first.sha256 }),
        expect.objectContaining({ release: second.release, released_by: 'ops' }),
      ]),
    });
  });

  it('refuses a hash that is not the stored manifest’s, a release not in the store, and a stranger', async () => {
    const wrong = await register({ release: first.release, sha256: second.sha256 });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toMatchObject({ code: 'release_mismatch', field: 'manifest_sha256' });
    const missing = await register({ release: '9.9.9-00000000', sha256: '0'.repeat(64) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ field: 'release' });
    expect((await register(first, {})).statusCode).toBe(401);
    const member = await signIn(t);
    expect((await register(first, bearer(member.accessToken))).statusCode).toBe(403);
    const badName = await t.app.inject({
      method: 'PUT',
      url: `/api/config/remotes/${REMOTE}/release`,
      headers: ops,
      payload: { release: '../../etc', reason: 'Trying' },
    });
    expect(badName.statusCode).toBe(400);
    expect(badName.json()).toMatchObject({ field: 'release' });
  });

  it('switches the remote to a release, on to another, and rolls it back, without a restart', async () => {
    const builtEntry = (await festivals()).entry;
    expect(builtEntry).toBe(`/remotes/${REMOTE}/mf-manifest.json`);
    const others = (await t.app.inject('/api/config/remotes'))
      .json()
      .remotes.filter((remote: RemoteDescriptor) => remote.name !== REMOTE);

    const switched = await serve(first.release);
    expect(switched.statusCode).toBe(200);
    expect(await festivals()).toMatchObject({
      entry: `/releases/${REMOTE}/${first.release}/mf-manifest.json`,
      integrity: first.sha256,
    });
    expect((await festivals()).routes.map((route) => route.path)).toEqual(['/cmp', '/cmp-0.1.0']);

    expect((await serve(second.release)).statusCode).toBe(200);
    expect((await festivals()).integrity).toBe(second.sha256);
    expect((await serve(first.release)).statusCode).toBe(200);
    expect((await festivals()).integrity).toBe(first.sha256);

    expect((await serve(null)).statusCode).toBe(200);
    const back = await festivals();
    expect(back.entry).toBe(builtEntry);
    expect(back.integrity).toBeUndefined();
    expect(
      (await t.app.inject('/api/config/remotes'))
        .json()
        .remotes.filter((remote: RemoteDescriptor) => remote.name !== REMOTE),
    ).toEqual(others);
  });

  it('refuses to serve a release whose files changed since it was registered', async () => {
    const changed = storeRelease(store, '0.3.0', 'third');
    expect((await register(changed)).statusCode).toBe(201);
    appendFileSync(path.join(changed.folder, 'mf-manifest.json'), ' ');
    const refused = await serve(changed.release);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'release_mismatch', field: 'release' });
    expect((await festivals()).integrity).toBeUndefined();
  });

  it('keeps every release, switch and window change in the audit log, with who and why', async () => {
    const windowed = await t.app.inject({
      method: 'PUT',
      url: `/api/config/remotes/${REMOTE}`,
      headers: ops,
      payload: { activeUntil: '2099-01-01T00:00:00Z', reason: 'Season ends with the new year' },
    });
    expect(windowed.statusCode).toBe(200);
    const log = await t.app.inject({ url: `/api/config/remotes/${REMOTE}/events`, headers: ops });
    const events = log.json().events as { action: string; reason: string; detail: object }[];
    expect(events.map((event) => event.action)).toEqual([
      'released',
      'released',
      'activated',
      'activated',
      'activated',
      'activated',
      'released',
      'remote-changed',
    ]);
    expect(events[2]).toMatchObject({
      actor: 'ops',
      reason: `Serve ${first.release}`,
      detail: { from: null, to: first.release },
    });
    expect(events[5]).toMatchObject({ detail: { from: first.release, to: null } });
    expect(events.at(-1)).toMatchObject({
      reason: 'Season ends with the new year',
      detail: { change: { activeUntil: '2099-01-01T00:00:00Z' } },
    });
  });

  it('lands every one of many switches made at once, each audited, while the manifest is read', async () => {
    const before = (
      await t.app.inject({ url: `/api/config/remotes/${REMOTE}/events`, headers: ops })
    ).json().events.length;
    const targets = [first.release, second.release, null, first.release, second.release, null];
    const answers = await Promise.all([
      ...targets.map((release) => serve(release)),
      ...targets.map(() => t.app.inject('/api/config/remotes')),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    for (const read of answers.slice(targets.length)) {
      const remote = read
        .json()
        .remotes.find((one: RemoteDescriptor) => one.name === REMOTE) as RemoteDescriptor;
      // Never a released entry without its hash, nor the built one with a hash.
      expect(remote.entry.startsWith('/releases/')).toBe(remote.integrity !== undefined);
    }
    const after = (
      await t.app.inject({ url: `/api/config/remotes/${REMOTE}/events`, headers: ops })
    ).json().events.length;
    expect(after - before).toBe(targets.length);
  });
});
