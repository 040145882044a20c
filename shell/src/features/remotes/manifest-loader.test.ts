import type { RemoteManifest } from '@yoga/shared';
import { manifestOfBuiltRoutes } from './built-manifest';
import { DEFAULT_MANIFEST } from './default-manifest';
import { INLINE_MANIFEST_ID } from '@yoga/shared';
import { MANIFEST_TIMEOUT_MS, loadRemoteManifest } from './manifest-loader';

const built = manifestOfBuiltRoutes([
  { app: 'mf-challenge', routes: [{ path: '/', openToPaid: true, nav: null, season: null }] },
]);

const serverManifest: RemoteManifest = {
  remotes: [{ ...built.remotes[0]!, enabled: false }],
  services: { ...DEFAULT_MANIFEST.services, lead: 'https://lead.example/api/lead' },
  memberSiteUrl: 'https://members.example/login',
  support: {
    phone: '+91 80 4567 8900',
    email: 'desk@example.org',
    hours: { en: null, hi: null },
    example: false,
  },
  monitoring: { dsn: 'https://public@errors.example/7' },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('manifestOfBuiltRoutes', () => {
  it("serves each remote from its standard path, switched on, with its routes' declarations", () => {
    expect(built.remotes).toEqual([
      {
        name: 'mf-challenge',
        entry: '/remotes/mf-challenge/mf-manifest.json',
        enabled: true,
        activeFrom: null,
        activeUntil: null,
        routes: [
          {
            path: '/',
            openToPaid: true,
            nav: null,
            season: null,
            enabled: true,
            activeFrom: null,
            activeUntil: null,
          },
        ],
      },
    ]);
    expect(built.services.lead).toBe('/api/lead');
  });
});

describe('loadRemoteManifest', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('asks the config service, uncached, and uses its answer', async () => {
    const fetchImpl = jest.fn().mockResolvedValue(json(serverManifest));
    const loaded = await loadRemoteManifest({ fetchImpl });
    expect(loaded).toEqual({ manifest: serverManifest, source: 'server' });
    expect(fetchImpl).toHaveBeenCalledWith(
      '/api/config/remotes',
      expect.objectContaining({ cache: 'no-store' }),
    );
  });

  it('keeps a disabled remote as the server says, for the registry to leave out', async () => {
    const loaded = await loadRemoteManifest({
      fetchImpl: jest.fn().mockResolvedValue(json(serverManifest)),
    });
    expect(loaded.manifest.remotes[0]?.enabled).toBe(false);
  });

  it('gives up after 1000 ms and falls back to the built-in manifest', async () => {
    jest.useFakeTimers();
    try {
      const fetchImpl = jest.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init.signal?.addEventListener('abort', () =>
              reject(new DOMException('aborted', 'AbortError')),
            );
          }),
      );
      const pending = loadRemoteManifest({ fetchImpl: fetchImpl as unknown as typeof fetch });
      jest.advanceTimersByTime(MANIFEST_TIMEOUT_MS - 1);
      expect(fetchImpl.mock.calls[0]![1].signal?.aborted).toBe(false);
      jest.advanceTimersByTime(1);
      await expect(pending).resolves.toEqual({ manifest: DEFAULT_MANIFEST, source: 'default' });
    } finally {
      jest.useRealTimers();
    }
  });

  it.each([
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a server error', () => Promise.resolve(json({ statusCode: 500 }, 500))],
    ['a malformed body', () => Promise.resolve(json({ remotes: 'all of them' }))],
    ['a body that is not JSON', () => Promise.resolve(new Response('<html>', { status: 200 }))],
  ])('falls back on %s', async (_label, answer) => {
    const loaded = await loadRemoteManifest({
      fetchImpl: jest.fn(answer) as unknown as typeof fetch,
    });
    expect(loaded).toEqual({ manifest: DEFAULT_MANIFEST, source: 'default' });
    expect(console.error).toHaveBeenCalled();
  });

  describe('with the manifest the server put in the page', () => {
    afterEach(() => document.getElementById(INLINE_MANIFEST_ID)?.remove());

    function pageCarries(text: string) {
      const element = document.createElement('script');
      element.id = INLINE_MANIFEST_ID;
      element.type = 'application/json';
      element.textContent = text;
      document.head.append(element);
    }

    it('uses it and asks nothing of the network', async () => {
      pageCarries(JSON.stringify(serverManifest));
      const fetchImpl = jest.fn();
      await expect(loadRemoteManifest({ fetchImpl })).resolves.toEqual({
        manifest: serverManifest,
        source: 'server',
      });
      expect(fetchImpl).not.toHaveBeenCalled();
    });

    it.each([
      ['not JSON', '{"remotes": ['],
      ['not a manifest', '{"remotes": "all of them"}'],
      ['empty', ''],
    ])('asks the config service when it is %s', async (_label, text) => {
      pageCarries(text);
      const fetchImpl = jest.fn().mockResolvedValue(json(serverManifest));
      await expect(loadRemoteManifest({ fetchImpl })).resolves.toEqual({
        manifest: serverManifest,
        source: 'server',
      });
      expect(fetchImpl).toHaveBeenCalledTimes(1);
    });
  });
});
