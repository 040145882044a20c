import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharedPackage from '../../package.json';

/** The subset of Module Federation's shared-module options this project relies on. */
export interface SharedDependencyConfig {
  singleton: true;
  requiredVersion: string;
  strictVersion: boolean;
  eager?: never;
  /** The module put in the share instead of the package itself (see NARROWED_SHARES). */
  import?: string;
  /** The version that module provides: the package's, since it re-exports the package. */
  version?: string;
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

/**
 * Singletons shared as a module of ours that re-exports only what the site uses, so the build can
 * leave the rest of the package out of every first view (decision 0048). Paths are inside
 * `@yoga/shared`; they hold the same from its sources and its build (both two folders down).
 */
export const NARROWED_SHARES: Partial<Record<SingletonPackage, string>> = {
  'react-router-dom': 'src/shared-modules/react-router-dom.ts',
};

function narrowedShare(
  entry: SingletonPackage,
): Pick<SharedDependencyConfig, 'import' | 'version'> {
  const module = NARROWED_SHARES[entry];
  if (!module) return {};
  const manifestFile = require.resolve(`${packageNameOf(entry)}/package.json`);
  const { version } = JSON.parse(readFileSync(manifestFile, 'utf8')) as { version: string };
  return { import: path.resolve(__dirname, '../..', module), version };
}

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
    const config: SharedDependencyConfig = {
      singleton: true,
      requiredVersion,
      strictVersion: false,
      ...narrowedShare(entry),
    };
    return [entry, config] as const;
  });
  return Object.fromEntries(entries) as Record<SingletonPackage, SharedDependencyConfig>;
}
