import { existsSync, readdirSync } from 'node:fs';

/*
 * The walls between the parts of the browser code, as ESLint blocks (see
 * docs/how-to-add-a-feature.md). Folders are read from disk, so a new remote or feature gets its
 * walls without an edit here. ESLint replaces, not merges, a rule's options when several blocks
 * match one file, so each block below carries every pattern that applies to its files.
 */

const root = new URL('../', import.meta.url);
const foldersIn = (path) =>
  existsSync(new URL(path, root))
    ? readdirSync(new URL(path, root), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

const APPS = ['shell', ...foldersIn('.').filter((name) => name.startsWith('mf-'))];
const CODE = '**/*.{ts,tsx}';
/** Tests, and the fixtures they share (an app's src/testing/), may use the test helpers. */
const TESTS = ['**/*.test.{ts,tsx}', 'testing/**'];
const testsIn = (dir) => TESTS.map((glob) => `${dir}/${glob}`);

const otherRemotes = {
  group: ['mf-*', '../../mf-*', '**/mf-*/**'],
  message: 'A remote must not import another remote; share through @yoga/shared.',
};
const hostOnly = {
  group: ['@yoga/shared/host'],
  message: 'Only the shell may use the host entry (store instance, session writes, service URLs).',
};
const languageLibrary = {
  group: ['@lingui/*'],
  message:
    'Use the language layer of @yoga/shared (useT, Trans, useLanguage, defineCatalogue): it holds the one Lingui instance, bundled with it.',
};
const testHelpers = {
  group: ['@yoga/shared/testing'],
  message: 'Test helpers are for tests only.',
};

/** Relative imports that reach `folder` from a file up to four levels below its parent. */
const reaching = (folder) =>
  ['../', '../../', '../../../', '../../../../'].flatMap((up) => [
    `${up}${folder}`,
    `${up}${folder}/**`,
  ]);

function patternsFor(app, { feature = null, test = false } = {}) {
  const patterns = [languageLibrary];
  if (app.startsWith('mf-')) patterns.push(otherRemotes, hostOnly);
  if (!test) patterns.push(testHelpers);
  if (feature !== null) {
    const others = foldersIn(`${app}/src/features`).filter((name) => name !== feature);
    if (others.length > 0) {
      patterns.push({
        group: others.flatMap((other) => [...reaching(other), ...reaching(`features/${other}`)]),
        message:
          'Features never import one another: move what both need to shared or the app layer, or combine them in src/app.',
      });
    }
    patterns.push({
      group: reaching('app'),
      message: 'Features sit below the app layer and never import from it.',
    });
  }
  return patterns;
}

/** The host's things ride in the root entry under this name, for `@yoga/shared/host` alone. */
const hostOnlyName = {
  name: '@yoga/shared',
  importNames: ['HOST_ONLY'],
  message: 'Import from @yoga/shared/host (the shell only).',
};

const block = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { paths: [hostOnlyName], patterns }] },
});

export const frontEndWalls = [
  ...APPS.flatMap((app) => [
    block([`${app}/src/${CODE}`], patternsFor(app), testsIn(`${app}/src`)),
    block(testsIn(`${app}/src`), patternsFor(app, { test: true })),
    ...foldersIn(`${app}/src/features`).flatMap((feature) => [
      block(
        [`${app}/src/features/${feature}/${CODE}`],
        patternsFor(app, { feature }),
        testsIn(`${app}/src/features/${feature}`),
      ),
      block(testsIn(`${app}/src/features/${feature}`), patternsFor(app, { feature, test: true })),
    ]),
    // Layout and config sit below the features: what they show comes in as props.
    block(
      [`${app}/src/layout/${CODE}`, `${app}/src/config/${CODE}`],
      [
        ...patternsFor(app),
        {
          group: [...reaching('features'), ...reaching('app')],
          message: 'Layout and config sit below the features; take what you show as props.',
        },
      ],
      testsIn(`${app}/src`),
    ),
  ]),
  block(
    ['shared/src/**/*.{ts,tsx}'],
    [
      {
        group: ['@yoga/shell', 'mf-*', '@yoga/api'],
        message: 'shared must not depend on features or apps.',
      },
    ],
    ['shared/src/host/index.ts'],
  ),
];
