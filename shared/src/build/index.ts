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
