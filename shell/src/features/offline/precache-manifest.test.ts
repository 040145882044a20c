import { precacheManifest } from './precache-manifest';

const DIST = [
  'main.44c42902.js',
  'main.44c42902.js.br',
  'main.44c42902.js.gz',
  'main.44c42902.js.map',
  '180.8b5ff8ef.css',
  '180.8b5ff8ef.css.br',
  '180.8b5ff8ef.css.map',
  '325.cbdf8de0.js.LICENSE.txt',
  'index.html',
  'index.html.br',
  'favicon.svg',
  'mf-manifest.json',
  'mf-stats.json',
  'routes.json',
  'sw.js',
  'monitoring.4c52e664.js',
  'monitoring-vendor.9f1e2d3c.js',
];

const contents = (page: string) => (file: string) =>
  Buffer.from(file === 'index.html' ? page : `content of ${file}`);

describe('the precache list of a build', () => {
  it('holds the hashed scripts and styles and the shell page, no maps, twins, entry files or monitoring', () => {
    const { entries } = precacheManifest(DIST, contents('<html>'));
    expect(entries.map((entry) => entry.url)).toEqual([
      '/180.8b5ff8ef.css',
      '/favicon.svg',
      '/index.html',
      '/main.44c42902.js',
    ]);
  });

  it('gives hashed files no revision and fixed names their content hash', () => {
    const { entries } = precacheManifest(DIST, contents('<html>'));
    expect(entries.find((entry) => entry.url === '/main.44c42902.js')?.revision).toBeNull();
    const page = entries.find((entry) => entry.url === '/index.html')?.revision;
    expect(page).toMatch(/^[0-9a-f]{16}$/);
    const changed = precacheManifest(DIST, contents('<html lang="en">')).entries;
    expect(changed.find((entry) => entry.url === '/index.html')?.revision).not.toBe(page);
  });

  it('has a version that changes with any kept file and stays for the same files', () => {
    const first = precacheManifest(DIST, contents('<html>')).version;
    expect(precacheManifest([...DIST].reverse(), contents('<html>')).version).toBe(first);
    expect(precacheManifest(DIST, contents('<html lang="en">')).version).not.toBe(first);
    const renamed = DIST.map((file) => file.replace('44c42902', '55d53a13'));
    expect(precacheManifest(renamed, contents('<html>')).version).not.toBe(first);
  });
});
