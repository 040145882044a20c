import path from 'node:path';
import { Compilation, DefinePlugin, sources, type Compiler } from 'webpack';
import { ROUTES_FILE, ROUTES_MODULE, appFolders, readAppRoutes } from './app-routes';

/**
 * Writes the app's declared routes to `routes.json` beside its entry files: the server reads it
 * to know every page (and answer 404 for the rest), the config service merges it with ops'
 * switches into the manifest.
 */
export class RoutesFilePlugin {
  constructor(private readonly packageDir: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(RoutesFilePlugin.name, (compilation) => {
      compilation.fileDependencies.add(path.join(this.packageDir, ROUTES_MODULE));
      compilation.hooks.processAssets.tapPromise(
        { name: RoutesFilePlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const routes = await readAppRoutes(this.packageDir);
          compilation.emitAsset(ROUTES_FILE, new sources.RawSource(JSON.stringify(routes)));
        },
      );
    });
  }
}

/**
 * `__BUILT_REMOTE_ROUTES__` for the shell: every remote's declared routes at build time, from
 * which the shell makes the manifest it falls back to when the config service does not answer.
 */
export async function builtRemoteRoutesDefine(repositoryRoot: string): Promise<DefinePlugin> {
  const remotes = appFolders(repositoryRoot).filter((dir) => path.basename(dir) !== 'shell');
  const routes = await Promise.all(remotes.map(readAppRoutes));
  return new DefinePlugin({ __BUILT_REMOTE_ROUTES__: JSON.stringify(routes) });
}
