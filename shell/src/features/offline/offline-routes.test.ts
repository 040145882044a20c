import {
  homePageKey,
  htmlLanguage,
  isKeptHomePage,
  offlineStrategy,
  outdatedPagesCaches,
  pagesCacheName,
} from './offline-routes';

const origin = 'https://yoga.example';
const decide = (path: string, mode: RequestMode = 'cors', method = 'GET') =>
  offlineStrategy({ url: new URL(path, origin), method, mode, origin });

describe('which answer the offline worker gives a request', () => {
  it.each([
    '/api/config/remotes',
    '/api/user/me',
    '/api/gamification/leaderboard?period=week',
    '/api/auth/refresh',
  ])('leaves the API request %s to the network', (path) => {
    expect(decide(path)).toBe('network');
    expect(decide(path, 'navigate')).toBe('network');
  });

  it('leaves every write to the network, wherever it goes', () => {
    expect(decide('/api/auth/verify-otp', 'cors', 'POST')).toBe('network');
    expect(decide('/remotes/mf-challenge/470.e0dc1199.js', 'cors', 'POST')).toBe('network');
    expect(decide('/', 'navigate', 'POST')).toBe('network');
  });

  it('leaves other sites to the network', () => {
    const url = new URL('https://cdn.example/remotes/mf-challenge/470.e0dc1199.js');
    expect(offlineStrategy({ url, method: 'GET', mode: 'no-cors', origin })).toBe('network');
  });

  it.each([
    '/remotes/mf-challenge/470.e0dc1199.js',
    '/remotes/mf-challenge/166.3ad87872.css',
    '/remotes/mf-leaderboard/__federation_expose_app.0a1b2c3d.js',
    '/releases/mf-festivals/0.1.0-3fa2b9c1/mf-manifest.json',
    '/releases/mf-festivals/0.1.0-3fa2b9c1/remoteEntry.js',
  ])('keeps the hashed remote file %s, cache first', (path) => {
    expect(decide(path)).toBe('remote-asset');
  });

  it.each([
    '/remotes/mf-challenge/remoteEntry.js',
    '/remotes/mf-challenge/mf-manifest.json',
    '/remotes/mf-festivals/routes.json',
  ])('asks the network first for the remote entry file %s', (path) => {
    expect(decide(path)).toBe('remote-entry');
  });

  it.each([
    '/remotes/mf-challenge/470.e0dc1199.js.map',
    '/remotes/mf-challenge/470.e0dc1199.js.LICENSE.txt',
    '/remotes/mf-challenge/mf-stats.json',
    '/remotes/mf-challenge/sub/470.e0dc1199.js',
    '/remotes/other/470.e0dc1199.js',
    '/sw.js',
    '/favicon.ico',
  ])('leaves %s, neither hashed nor an entry, to the network', (path) => {
    expect(decide(path)).toBe('network');
  });

  it('keeps the page of / per language, and other pages fall back to the shell page', () => {
    expect(decide('/', 'navigate')).toBe('home-page');
    expect(decide('/?ref=abc', 'navigate')).toBe('home-page');
    expect(decide('/live', 'navigate')).toBe('page');
    expect(decide('/certificate/abc-123', 'navigate')).toBe('page');
  });

  it.each(['/remotes/mf-challenge/', '/sw.js', '/favicon.svg', '/api/docs'])(
    'leaves the navigation to %s, not a page of the site, to the network',
    (path) => {
      expect(decide(path, 'navigate')).toBe('network');
    },
  );
});

describe('the kept pages', () => {
  it('keys / per language, apart from the real address', () => {
    expect(homePageKey(origin, 'hi')).not.toBe(homePageKey(origin, 'en'));
    expect(homePageKey(origin, 'hi')).not.toBe(`${origin}/`);
    expect(new URL(homePageKey(origin, 'hi')).origin).toBe(origin);
  });

  it.each([
    ['<!doctype html><html lang="hi"><head>', 'hi'],
    ['<!DOCTYPE html><html lang=en><head>', 'en'],
    ['<!doctype html><html class="x" lang="hi-IN">', 'hi-in'],
    ['<!doctype html><html><head>', null],
  ])('reads the language of %s as %s', (html, language) => {
    expect(htmlLanguage(html)).toBe(language);
  });

  it("keeps a page of / in the reader's language with no member's lead in it", () => {
    const page = (lead: string) =>
      `<!doctype html><html lang="hi"><head>${lead}</head><body><h1>x</h1></body></html>`;
    expect(isKeptHomePage(page(''), 'hi')).toBe(true);
    expect(isKeptHomePage(page(''), 'en')).toBe(false);
    const withLead = page('<script id="signed-in-lead" type="application/json">{"id":7}</script>');
    expect(isKeptHomePage(withLead, 'hi')).toBe(false);
  });

  it('drops the pages caches of other builds only', () => {
    expect(
      outdatedPagesCaches(
        [pagesCacheName('aaaa1111'), pagesCacheName('bbbb2222'), 'yoga-remote-assets', 'other'],
        'bbbb2222',
      ),
    ).toEqual([pagesCacheName('aaaa1111')]);
  });
});
