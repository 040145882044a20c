import { pageRequest } from './page-files-plugin';

describe("a route's page import, as the build finds its chunks", () => {
  it('is the one relative module a loader imports, however it was compiled', () => {
    expect(pageRequest(() => import('../routing/route-paths'), '/x')).toBe(
      '../routing/route-paths',
    );
    const compiled = new Function(
      'return () => Promise.resolve().then(() => require("./pages/live-page"))',
    )() as () => unknown;
    expect(pageRequest(compiled, '/live')).toBe('./pages/live-page');
    const jiti = new Function(
      'jitiImport',
      "return () => Promise.resolve().then(() => jitiImport('./pages/gifts-page').then((m) => m))",
    )(null) as () => unknown;
    expect(pageRequest(jiti, '/gifts')).toBe('./pages/gifts-page');
  });

  it('fails the build for a loader it cannot read', () => {
    const twoModules = new Function(
      'return () => Promise.all([import("./pages/a"), import("./pages/b")])',
    )() as () => unknown;
    expect(() => pageRequest(twoModules, '/a')).toThrow(
      "/a: its page must be `() => import('./…')`",
    );
    const computed = new Function('name', 'return () => import("./pages/" + name)')(
      'x',
    ) as () => unknown;
    expect(() => pageRequest(computed, '/x')).toThrow('/x: its page must be');
  });
});
