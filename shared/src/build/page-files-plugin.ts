import path from 'node:path';
import type { Chunk, Compilation, Compiler, Module } from 'webpack';
import {
  PAGE_FILES,
  type ConsumerFiles,
  type RemotePageFiles,
  type RouteFiles,
} from '../routing/remote-manifest';
import { ROUTES_MODULE, readRouteDeclarations } from './app-routes';
import {
  blockGroup,
  blocksImporting,
  catalogueChunks,
  chunksOf,
  consumedPackages,
  emitJsonReport,
  firstFiles,
  modulesOf,
  packageFiles,
  sharedProviders,
} from './chunk-files';

const EXPOSED_APP_CHUNK = '__federation_expose_app';

/** The chunks' files and catalogues, and the shared packages they consume with this build's copy. */
function consumerFiles(
  compilation: Compilation,
  providers: Map<string, Module>,
  chunks: Set<Chunk>,
): ConsumerFiles {
  return {
    ...firstFiles(chunks, catalogueChunks(compilation, modulesOf(compilation, chunks)), ''),
    packages: packageFiles(compilation, consumedPackages(compilation, providers, chunks), ''),
  };
}

/** The module a page loader imports: the one string literal of `() => import('./pages/x')`. */
export function pageRequest(loader: () => unknown, route: string): string {
  // import('…') as written, or as a compiler leaves it: require('…'), jiti's jitiImport('…').
  const literals = [
    ...String(loader).matchAll(/(?:[iI]mport|require)\(\s*(['"`])(\.{1,2}\/[^'"`]+)\1\s*\)/g),
  ].map((match) => match[2]);
  const [request, ...others] = literals;
  if (!request || others.length > 0) {
    throw new Error(`${route}: its page must be \`() => import('./…')\`, got ${String(loader)}`);
  }
  return request;
}

/**
 * Writes `PAGE_FILES` for a remote: the scripts, styles and catalogues (per language) of its
 * exposed app and, per route, of its page (the chunk group of its `page` import). The runtime asks
 * for a page's only once the remote's app has mounted and its router matched the path, and for
 * each catalogue once the module importing it has run; the server preloads them for that path
 * instead, beside the shell's own files (decision 0033).
 */
export class PageFilesPlugin {
  constructor(private readonly packageDir: string) {}

  apply(compiler: Compiler): void {
    emitJsonReport(compiler, PageFilesPlugin.name, PAGE_FILES, (compilation) =>
      this.pageFiles(compilation),
    );
  }

  private async pageFiles(compilation: Compilation): Promise<RemotePageFiles> {
    // The federation plugin names the chunk group of each exposed module after it.
    const app = chunksOf([compilation.namedChunkGroups.get(EXPOSED_APP_CHUNK)]);
    if (app.size === 0) throw new Error(`PageFilesPlugin: no chunk ${EXPOSED_APP_CHUNK} was built`);
    const providers = sharedProviders(compilation);
    return {
      app: consumerFiles(compilation, providers, app),
      routes: await this.routeFiles(compilation, providers),
    };
  }

  private async routeFiles(
    compilation: Compilation,
    providers: Map<string, Module>,
  ): Promise<RouteFiles[]> {
    const routesFile = path.join(this.packageDir, ROUTES_MODULE);
    const routesModule = [...compilation.modules].filter(
      (module) => (module as { resource?: string }).resource === routesFile,
    );
    const routes: RouteFiles[] = [];
    for (const route of await readRouteDeclarations(this.packageDir)) {
      if (!route.page) continue;
      const blocks = blocksImporting(routesModule, pageRequest(route.page, route.path));
      if (blocks.length === 0) throw new Error(`${route.path}: its page import was not built`);
      const chunks = chunksOf(blocks.map((block) => blockGroup(compilation, block)));
      routes.push({ path: route.path, ...consumerFiles(compilation, providers, chunks) });
    }
    return routes;
  }
}
