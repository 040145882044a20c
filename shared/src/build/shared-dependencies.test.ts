import { existsSync, readFileSync } from 'node:fs';
import sharedPackage from '../../package.json';
import { SINGLETON_PACKAGES, createSharedDependencies } from './shared-dependencies';

describe('createSharedDependencies', () => {
  const config = createSharedDependencies();

  it('shares every singleton, with subpath entries for react, react-dom and RTK', () => {
    expect(Object.keys(config).sort()).toEqual([...SINGLETON_PACKAGES].sort());
    expect(config).toHaveProperty(['react-dom/']);
    expect(config).toHaveProperty(['@reduxjs/toolkit/']);
    expect(config).toHaveProperty(['react/']);
  });

  it('marks each as a singleton with an explicit version and never eager', () => {
    for (const entry of Object.values(config)) {
      expect(entry.singleton).toBe(true);
      expect(entry.requiredVersion).toMatch(/^\^\d+\.\d+\.\d+$/);
      expect(entry).not.toHaveProperty('eager');
    }
  });

  it('takes versions from the shared package, subpaths from their package', () => {
    expect(config.react.requiredVersion).toBe(sharedPackage.dependencies.react);
    expect(config['react-dom/'].requiredVersion).toBe(sharedPackage.dependencies['react-dom']);
    expect(config['@yoga/shared'].requiredVersion).toBe(`^${sharedPackage.version}`);
  });

  it('shares the router as the module that lists what the site uses, at the package version', () => {
    const router = config['react-router-dom'];
    expect(router.import).toMatch(/shared[\\/]src[\\/]shared-modules[\\/]react-router-dom\.ts$/);
    expect(existsSync(router.import!)).toBe(true);
    expect(router.version).toBe(
      (
        JSON.parse(readFileSync(require.resolve('react-router-dom/package.json'), 'utf8')) as {
          version: string;
        }
      ).version,
    );
    expect(config.react).not.toHaveProperty('import');
  });

  it('refuses to share a package the shared package does not depend on', () => {
    const { react: _react, ...withoutReact } = sharedPackage.dependencies;
    expect(() =>
      createSharedDependencies({ ...sharedPackage, dependencies: withoutReact }),
    ).toThrow('@yoga/shared must depend on react');
  });
});
