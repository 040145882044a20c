export {
  SINGLETON_PACKAGES,
  createSharedDependencies,
  type SharedDependencyConfig,
  type SharedPackageManifest,
  type SingletonPackage,
} from './shared-dependencies';
export { createAppWebpackConfig, type AppBuildOptions } from './webpack-config';
