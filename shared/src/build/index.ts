export {
  SINGLETON_PACKAGES,
  createSharedDependencies,
  type SharedDependencyConfig,
  type SharedPackageManifest,
  type SingletonPackage,
} from './shared-dependencies';
export {
  PRERENDER_DIR,
  catalogueRule,
  createAppWebpackConfig,
  createPrerenderWebpackConfig,
  scriptRule,
  type AppBuildOptions,
} from './webpack-config';
export { ROUTES_FILE, ROUTES_MODULE, appFolders, readAppRoutes } from './app-routes';
export { RoutesFilePlugin, builtRemoteRoutesDefine } from './routes-file-plugin';
export { StartupFilesPlugin } from './startup-files-plugin';
