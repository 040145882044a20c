import type { RemoteDescriptor } from '@yoga/shared';
import { registerApplication, triggerAppChange } from 'single-spa';
import type { FederationRuntime } from './federation-runtime';
import { SINGLE_SPA_RELOAD_BACKOFF_MS, registerRemoteApps } from './register-remote-apps';
import { manifestRoute as route } from '@yoga/shared/testing';

jest.mock('single-spa', () => ({
  ...jest.requireActual('single-spa'),
  registerApplication: jest.fn(),
  triggerAppChange: jest.fn().mockResolvedValue(undefined),
}));

const remote = (name: string, overrides: Partial<RemoteDescriptor> = {}): RemoteDescriptor => ({
  name,
  entry: `/remotes/${name}/mf-manifest.json`,
  routes: [route(`/${name}`)],
  enabled: true,
  activeFrom: null,
  activeUntil: null,
  ...overrides,
});

function fakeRuntime(): jest.Mocked<FederationRuntime> {
  return { register: jest.fn(), loadApp: jest.fn() };
}

describe('registerRemoteApps', () => {
  beforeEach(() => jest.clearAllMocks());

  it('registers only remotes with a route offered now, with federation names', () => {
    const runtime = fakeRuntime();
    const registry = registerRemoteApps(
      [
        remote('mf-challenge'),
        remote('mf-festivals', { enabled: false }),
        remote('mf-account', { activeFrom: '2027-01-01T00:00:00Z' }),
        remote('mf-diwali', {
          routes: [route('/Diwali', { season: { from: '10-01', until: '11-15' } })],
        }),
        remote('mf-kids', { routes: [route('/kidscamp', { enabled: false })] }),
      ],
      runtime,
      new Date('2026-11-21T00:00:00Z'),
    );
    expect(registry.active.map((r) => r.name)).toEqual(['mf-challenge']);
    expect(registry.all).toHaveLength(5);
    expect(runtime.register).toHaveBeenCalledWith([
      { name: 'mf_challenge', entry: '/remotes/mf-challenge/mf-manifest.json' },
    ]);
    expect(registerApplication).toHaveBeenCalledTimes(1);
    expect(jest.mocked(registerApplication).mock.calls[0]![0]).toMatchObject({
      name: 'mf-challenge',
    });
  });

  it('activates a remote on its own routes only', () => {
    registerRemoteApps(
      [
        remote('mf-challenge', {
          routes: [route('/'), route('/campaign', { activeUntil: '2026-01-01T00:00:00Z' })],
        }),
      ],
      fakeRuntime(),
    );
    const config = jest.mocked(registerApplication).mock.calls[0]![0] as unknown as {
      activeWhen: (location: URL) => boolean;
    };
    expect(config.activeWhen(new URL('http://x/'))).toBe(true);
    expect(config.activeWhen(new URL('http://x/live'))).toBe(false);
    // A route out of its dates is not the remote's for this page load.
    expect(config.activeWhen(new URL('http://x/campaign'))).toBe(false);
  });

  it('loads the remote app through the runtime and records a failure', async () => {
    const runtime = fakeRuntime();
    runtime.loadApp.mockRejectedValueOnce(new Error('offline'));
    registerRemoteApps([remote('mf-challenge')], runtime);
    const config = jest.mocked(registerApplication).mock.calls[0]![0] as unknown as {
      app: () => Promise<unknown>;
    };
    await expect(config.app()).rejects.toThrow('offline');
    expect(runtime.loadApp).toHaveBeenCalledWith('mf_challenge');
  });

  it("waits out single-spa's back-off after a failure before rerouting", async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    try {
      const runtime = fakeRuntime();
      runtime.loadApp.mockRejectedValueOnce(new Error('offline'));
      const registry = registerRemoteApps([remote('mf-challenge')], runtime);
      const config = jest.mocked(registerApplication).mock.calls[0]![0] as unknown as {
        app: () => Promise<unknown>;
      };
      await expect(config.app()).rejects.toThrow('offline');
      const retrying = registry.retry('mf-challenge');
      await jest.advanceTimersByTimeAsync(SINGLE_SPA_RELOAD_BACKOFF_MS - 1);
      expect(triggerAppChange).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      await retrying;
      expect(triggerAppChange).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('retries an active remote by rerouting, and ignores unknown names', async () => {
    const registry = registerRemoteApps([remote('mf-challenge')], fakeRuntime());
    await registry.retry('mf-festivals');
    expect(triggerAppChange).not.toHaveBeenCalled();
    await registry.retry('mf-challenge');
    expect(triggerAppChange).toHaveBeenCalledTimes(1);
  });
});
