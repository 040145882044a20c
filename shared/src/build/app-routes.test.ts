/**
 * @jest-environment node
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OPEN_ROUTES, OPEN_TOOL_ROUTES } from '../routing/open-routes';
import { routeShape } from '../routing/route-paths';
import { appFolders, readAppRoutes } from './app-routes';

const repositoryRoot = path.resolve(__dirname, '../../..');

describe("the apps' route declarations", () => {
  let apps: Awaited<ReturnType<typeof readAppRoutes>>[];

  beforeAll(async () => {
    apps = await Promise.all(appFolders(repositoryRoot).map(readAppRoutes));
  });

  it('are read from the shell and every remote with a src/app/routes.ts', () => {
    expect(apps.map((app) => app.app)).toEqual(
      expect.arrayContaining([
        'shell',
        'mf-challenge',
        'mf-leaderboard',
        'mf-certificates',
        'mf-festivals',
        'mf-account',
      ]),
    );
  });

  it("keep spec section 2's open routes (and the Diwali area's own tools) open to paid members, and no other", () => {
    const open = new Set([...OPEN_ROUTES, ...OPEN_TOOL_ROUTES].map(routeShape));
    const wrong = apps.flatMap(({ app, routes }) =>
      routes
        .filter((route) => route.openToPaid !== open.has(routeShape(route.path)))
        .map((route) => `${app} ${route.path} (openToPaid: ${route.openToPaid})`),
    );
    expect(wrong).toEqual([]);
  });

  it('give no path to two remotes', () => {
    const owners = new Map<string, string[]>();
    for (const { app, routes } of apps.filter((candidate) => candidate.app !== 'shell')) {
      for (const route of routes) {
        const shape = routeShape(route.path);
        owners.set(shape, [...(owners.get(shape) ?? []), app]);
      }
    }
    expect([...owners].filter(([, names]) => names.length > 1)).toEqual([]);
  });

  it('label every link in English and Hindi', () => {
    for (const { routes } of apps) {
      for (const { nav } of routes) {
        if (nav) expect(Object.keys(nav.labels).sort()).toEqual(['en', 'hi']);
      }
    }
  });
});

describe('readAppRoutes', () => {
  function appWith(routes: string, messages: Record<string, Record<string, string>>): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'mf-test-'));
    mkdirSync(path.join(dir, 'src', 'app'), { recursive: true });
    mkdirSync(path.join(dir, 'src', 'locales'), { recursive: true });
    writeFileSync(path.join(dir, 'src', 'app', 'routes.ts'), routes);
    for (const [language, catalogue] of Object.entries(messages)) {
      writeFileSync(
        path.join(dir, 'src', 'locales', `${language}.json`),
        JSON.stringify(catalogue),
      );
    }
    return dir;
  }

  const declaration = `
    import type { RouteDeclaration } from '../routing';
    export const ROUTES = [
      {
        path: '/Diwali',
        page: () => import('./pages/never-loaded'),
        nav: { labelId: 'x.nav.diwali', place: 'header', order: 5 },
        openToPaid: true,
        season: { from: '10-01', until: '11-15' },
      },
      { path: '/cmp/:event', page: () => import('./pages/never-loaded'), openToPaid: true },
    ] satisfies RouteDeclaration[];
  `;

  it('writes the declarations without their code, each link labelled from the catalogues', async () => {
    const dir = appWith(declaration, {
      en: { 'x.nav.diwali': 'Diwali' },
      hi: { 'x.nav.diwali': 'दिवाली' },
    });
    await expect(readAppRoutes(dir)).resolves.toEqual({
      app: path.basename(dir),
      routes: [
        {
          path: '/Diwali',
          openToPaid: true,
          season: { from: '10-01', until: '11-15' },
          nav: {
            labelId: 'x.nav.diwali',
            labels: { en: 'Diwali', hi: 'दिवाली' },
            place: 'header',
            order: 5,
          },
        },
        { path: '/cmp/:event', openToPaid: true, season: null, nav: null },
      ],
    });
  });

  it('fails the build when a link has no label in a language', async () => {
    const dir = appWith(declaration, { en: { 'x.nav.diwali': 'Diwali' }, hi: {} });
    await expect(readAppRoutes(dir)).rejects.toThrow(/x\.nav\.diwali is not in hi/);
  });
});
