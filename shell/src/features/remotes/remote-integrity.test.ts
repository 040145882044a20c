import { webcrypto, createHash } from 'node:crypto';
import { checkRemoteIntegrity } from './remote-integrity';

const manifest = '{"id":"mf_festivals","metaData":{"remoteEntry":{"name":"remoteEntry.js"}}}';
const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

describe('checkRemoteIntegrity', () => {
  const realFetch = global.fetch;
  beforeAll(() => {
    Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
  });
  afterEach(() => {
    global.fetch = realFetch;
  });

  const serving = (body: string, status = 200) => {
    global.fetch = jest.fn(async () => new Response(body, { status }));
  };

  it('lets a release whose manifest has the registered hash run', async () => {
    serving(manifest);
    await expect(
      checkRemoteIntegrity(
        '/releases/mf-festivals/0.1.0-abcdef12/mf-manifest.json',
        hashOf(manifest),
      ),
    ).resolves.toBeUndefined();
  });

  it('refuses a manifest changed since it was registered', async () => {
    serving(manifest.replace('remoteEntry.js', 'evil.js'));
    await expect(
      checkRemoteIntegrity(
        '/releases/mf-festivals/0.1.0-abcdef12/mf-manifest.json',
        hashOf(manifest),
      ),
    ).rejects.toThrow(/is not the release ops registered/);
  });

  it('refuses a release whose manifest is missing', async () => {
    serving('Not found', 404);
    await expect(
      checkRemoteIntegrity(
        '/releases/mf-festivals/0.1.0-abcdef12/mf-manifest.json',
        hashOf(manifest),
      ),
    ).rejects.toThrow(/answered 404/);
  });
});
