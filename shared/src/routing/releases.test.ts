import {
  RELEASE_FILE,
  RELEASE_NAME_MAX_LENGTH,
  RELEASE_NAME_PATTERN,
  SHA256_HEX_PATTERN,
  releaseEntry,
} from './releases';

describe('release names', () => {
  const name = new RegExp(RELEASE_NAME_PATTERN);

  it.each(['0.1.0-3fa2b9c1', '2026.11.0+diwali-0123abcd', `${'9'.repeat(40)}-abcdef01`])(
    'takes %s',
    (release) => {
      expect(name.test(release)).toBe(true);
      expect(release.length).toBeLessThanOrEqual(RELEASE_NAME_MAX_LENGTH);
    },
  );

  it.each([
    '0.1.0',
    '0.1.0-3FA2B9C1',
    '0.1.0-3fa2b9c',
    '../0.1.0-3fa2b9c1',
    '0.1.0/x-3fa2b9c1',
    `${'9'.repeat(41)}-abcdef01`,
  ])('refuses %s', (release) => {
    expect(name.test(release)).toBe(false);
  });

  it("names the release's manifest as a file of the release", () => {
    expect(releaseEntry('mf-festivals', '0.1.0-3fa2b9c1')).toBe(
      '/releases/mf-festivals/0.1.0-3fa2b9c1/mf-manifest.json',
    );
    expect(RELEASE_FILE.test(releaseEntry('mf-festivals', '0.1.0-3fa2b9c1'))).toBe(true);
  });

  it.each([
    '/releases/mf-festivals/0.1.0-3fa2b9c1/sub/file.js',
    '/releases/shell/0.1.0-3fa2b9c1/main.js',
    '/releases/mf-festivals/latest/main.js',
    '/remotes/mf-festivals/0.1.0-3fa2b9c1/main.js',
  ])('does not take %s for a release file', (url) => {
    expect(RELEASE_FILE.test(url)).toBe(false);
  });

  it('knows a SHA-256 in hex', () => {
    expect(new RegExp(SHA256_HEX_PATTERN).test('a'.repeat(64))).toBe(true);
    expect(new RegExp(SHA256_HEX_PATTERN).test('A'.repeat(64))).toBe(false);
    expect(new RegExp(SHA256_HEX_PATTERN).test('a'.repeat(63))).toBe(false);
  });
});
