import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ROUTES_FILE, type BuiltRoute, type BuiltRoutes } from '@yoga/shared/routing';

/** What the builds in the site's folder declare: the shell's own pages and each remote's. */
export interface SiteRoutes {
  shell: BuiltRoute[];
  remotes: BuiltRoutes[];
}

export const NO_SITE_ROUTES: SiteRoutes = { shell: [], remotes: [] };

function readRoutesFile(file: string): BuiltRoutes | null {
  if (!existsSync(file)) return null;
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as BuiltRoutes;
  if (typeof parsed.app !== 'string' || !Array.isArray(parsed.routes)) {
    throw new Error(`${file} is not a routes file`);
  }
  return parsed;
}

/**
 * Reads `shell/dist/routes.json` and every `mf-*\/dist/routes.json` under the site's folder once,
 * at start: a remote without a build is not in the manifest.
 */
export function readSiteRoutes(siteRoot: string): SiteRoutes {
  const remotes = readdirSync(siteRoot)
    .filter((name) => name.startsWith('mf-'))
    .map((name) => readRoutesFile(path.join(siteRoot, name, 'dist', ROUTES_FILE)))
    .filter((routes): routes is BuiltRoutes => routes !== null)
    .sort((a, b) => a.app.localeCompare(b.app));
  const shell = readRoutesFile(path.join(siteRoot, 'shell', 'dist', ROUTES_FILE));
  return { shell: shell?.routes ?? [], remotes };
}
