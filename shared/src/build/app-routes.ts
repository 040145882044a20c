import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { createJiti } from 'jiti';
import { LANGUAGES, type Language } from '../domain/languages';
import {
  buildRoutes,
  type BuiltRoutes,
  type RouteDeclaration,
} from '../routing/route-declarations';

/** Where every app declares its routes (docs/how-to-add-a-feature.md). */
export const ROUTES_MODULE = 'src/app/routes.ts';

export { ROUTES_FILE } from '../routing/route-declarations';

// A declaration imports only types, so loading it runs no page code: its `page` loaders stay
// functions that are never called.
const jiti = createJiti(__filename, { fsCache: false, moduleCache: false });

/** Every app folder of the repository (the shell and each remote), read from disk. */
export function appFolders(repositoryRoot: string): string[] {
  return readdirSync(repositoryRoot, { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isDirectory() &&
        (entry.name === 'shell' || entry.name.startsWith('mf-')) &&
        existsSync(path.join(repositoryRoot, entry.name, ROUTES_MODULE)),
    )
    .map((entry) => path.join(repositoryRoot, entry.name));
}

/** An app's route declarations, read from its source (its page loaders are never called). */
export async function readRouteDeclarations(
  packageDir: string,
): Promise<readonly RouteDeclaration[]> {
  const module = await jiti.import<{ ROUTES?: readonly RouteDeclaration[] }>(
    path.join(packageDir, ROUTES_MODULE),
  );
  if (!Array.isArray(module.ROUTES))
    throw new Error(`${packageDir}: ${ROUTES_MODULE} has no ROUTES`);
  return module.ROUTES;
}

/** An app's declared routes, as its `routes.json` holds them (nav labels from its catalogues). */
export async function readAppRoutes(packageDir: string): Promise<BuiltRoutes> {
  const routes = await readRouteDeclarations(packageDir);
  const catalogues = Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      JSON.parse(readFileSync(path.join(packageDir, 'src', 'locales', `${language}.json`), 'utf8')),
    ]),
  ) as Record<Language, Record<string, string>>;
  return buildRoutes(path.basename(packageDir), routes, catalogues);
}
