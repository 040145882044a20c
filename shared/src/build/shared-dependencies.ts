import sharedPackage from '../../package.json';

/** The subset of Module Federation's shared-module options this project relies on. */
export interface SharedDependencyConfig {
  singleton: true;
  requiredVersion: string;
  strictVersion: boolean;
  eager?: never;
}

/**
 * Packages that must exist once in the browser. Entries ending in "/" cover subpath imports
 * (react/jsx-runtime, react-dom/client, @reduxjs/toolkit/query/react); without them each app
 * bundles its own copy and hooks or the store context break.
 */
export const SINGLETON_PACKAGES = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/',
  'react-router-dom',
  'single-spa',
  '@yoga/shared',
  // The kit's richer components: federated on their own, so pages that do not use them skip them.
  '@yoga/shared/ui-extra',
] as const;

export type SingletonPackage = (typeof SINGLETON_PACKAGES)[number];

export interface SharedPackageManifest {
  name: string;
  version: string;
  dependencies: Record<string, string>;
}

function packageNameOf(entry: SingletonPackage): string {
  return entry.endsWith('/') ? entry.slice(0, -1) : entry;
}

/**
 * Builds the `shared` option every app (shell and remotes) passes to the MF plugin. Versions come
 * from the shared package's own dependencies, so upgrading React is one edit for the whole site.
 */
export function createSharedDependencies(
  manifest: SharedPackageManifest = sharedPackage,
): Record<SingletonPackage, SharedDependencyConfig> {
  const entries = SINGLETON_PACKAGES.map((entry) => {
    const name = packageNameOf(entry);
    const own = name === manifest.name || name.startsWith(`${manifest.name}/`);
    const requiredVersion = own ? `^${manifest.version}` : manifest.dependencies[name];
    if (!requiredVersion) {
      throw new Error(`${manifest.name} must depend on ${name} to share it as a singleton`);
    }
    return [entry, { singleton: true, requiredVersion, strictVersion: false }] as const;
  });
  return Object.fromEntries(entries) as Record<SingletonPackage, SharedDependencyConfig>;
}
