import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The walls of the API (see docs/how-to-add-a-service.md). Each folder of `api/src/services/` is
 * one service: it may use the modules below the services but no other service, so any one of
 * them runs alone (`SERVICES=lead`). The modules below never reach up into the services.
 *
 *   app.ts, server.ts, services/registry.ts       build the process
 *   testing/ demo/ bench/                         drive the whole app; below, only tests use them
 *   services/<name>/                              one service each, walled from the others
 *   members/ security/ sms/ challenges/ game/     what two services share
 *   certificates/ attendance/ share/ reminders/ remotes/ feedback/ payments/
 *   http/ db/ cache/ config/                      the ground every module stands on
 *
 * The folders are read from disk: a new service is walled in without an edit here, and a new
 * folder of api/src fails lint until it is given its floor below, so none goes unwalled.
 */

const srcDir = new URL('../api/src/', import.meta.url);
const foldersIn = (url) =>
  readdirSync(fileURLToPath(url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const SERVICES = foldersIn(new URL('services/', srcDir));

/** Shared by two or more services (members, sessions, links); they may use the ground only. */
const SHARED = [
  'members',
  'security',
  'sms',
  'challenges',
  'game',
  'certificates',
  'festival',
  'attendance',
  'share',
  'reminders',
  'remotes',
  'feedback',
  'payments',
];

/** The ground floor: knows nothing of members, sessions or services. */
const GROUND = ['http', 'db', 'cache', 'config'];

/** Test helpers, demo data and benchmarks build on the whole app, so only tests use them. */
const TOOLS = ['testing', 'demo', 'bench'];

/** What assembles the process, so nothing below may import it. */
const ASSEMBLY = ['services', 'app', 'server'];

const FLOORS = new Set([...SHARED, ...GROUND, ...TOOLS, 'services']);
const stale = [...FLOORS].filter((folder) => !foldersIn(srcDir).includes(folder));
if (stale.length > 0) {
  throw new Error(`eslint/api-walls.mjs names folders api/src does not have: ${stale.join(', ')}`);
}

/** Folders below a module's own folder that are walled too (api/src/sms/a/b/c/d/x.ts at most). */
const DEPTHS = [0, 1, 2, 3, 4];

/** The files exactly `depth` folders below `folder`, and the tests among them. */
const filesAt = (folder, depth) => [`${folder}/${'*/'.repeat(depth)}*.{ts,tsx}`];
const testsAt = (folder, depth) => [`${folder}/${'*/'.repeat(depth)}*.test.{ts,tsx}`];
const TESTS = ['**/*.test.{ts,tsx}'];

/**
 * A relative import that climbs exactly `levels` folders and goes into one of `names`. Exact, so
 * that `../config` (the config service, from a service) and `../../config` (config/) differ.
 */
const reach = (levels, names) => `(\\.\\./){${levels}}(${names.join('|')})`;

const anyOf = (...reaches) => `^(${reaches.join('|')})(/|$)`;

/** `levels` is how many folders a file sits below api/src. */
const toolsWall = (levels) => ({
  regex: anyOf(reach(levels, TOOLS)),
  message: 'Only tests may use testing/, demo/ and bench/: they build on the whole app.',
});

/** The browser's entry of the shared package (React, the store, the UI kit) is no server's. */
const browserEntry = {
  name: '@yoga/shared',
  message:
    'The API takes rules from @yoga/shared/domain, wire schemas from @yoga/shared/schemas and their types from @yoga/shared/models.',
};

const restrict = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { paths: [browserEntry], patterns }] },
});

/**
 * The walls of `folder` (`below` folders under api/src) at every depth: `walls(levels)` for all
 * its files, and the tools for all but its tests. ESLint replaces a rule's options when several
 * blocks match one file, so a test matches the test block alone.
 */
const walled = (folder, below, walls) =>
  DEPTHS.flatMap((depth) => {
    const levels = depth + below;
    return [
      restrict(filesAt(`api/src/${folder}`, depth), [...walls(levels), toolsWall(levels)], TESTS),
      restrict(testsAt(`api/src/${folder}`, depth), walls(levels)),
    ];
  });

const serviceWalls = SERVICES.flatMap((service) =>
  walled(`services/${service}`, 2, (levels) => [
    {
      regex: anyOf(
        reach(levels - 1, [...SERVICES.filter((other) => other !== service), 'registry']),
        reach(levels, ASSEMBLY),
      ),
      message: `The ${service} service must not import another service, the registry or the app. Move what two services share below the services (${SHARED.join('/, ')}/), or take it from ServiceDependencies.`,
    },
  ]),
);

const sharedWalls = SHARED.flatMap((folder) =>
  walled(folder, 1, (levels) => [
    {
      regex: anyOf(reach(levels, ASSEMBLY)),
      message: `${folder}/ sits below the services: it must not import a service, the registry or the app.`,
    },
  ]),
);

const groundWalls = GROUND.flatMap((folder) =>
  walled(folder, 1, (levels) => [
    {
      regex: anyOf(reach(levels, [...SHARED, ...ASSEMBLY])),
      message: `${folder}/ is the ground floor: it must not import ${SHARED.join('/, ')}/, a service or the app.`,
    },
  ]),
);

/** A folder with no floor fails on its first line until it is given one above. */
const unplacedWalls = foldersIn(srcDir)
  .filter((folder) => !FLOORS.has(folder))
  .map((folder) => ({
    files: [`api/src/${folder}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program',
          message: `api/src/${folder}/ has no floor: add it to GROUND, SHARED or TOOLS in eslint/api-walls.mjs.`,
        },
      ],
    },
  }));

const contractWall = restrict(
  ['api/src/services/service-plugin.ts'],
  [
    {
      regex: `^\\./(${[...SERVICES, 'registry'].join('|')})(/|$)`,
      message: 'The contract every service implements must not import a service or the registry.',
    },
  ],
);

export const apiWalls = [
  ...serviceWalls,
  ...sharedWalls,
  ...groundWalls,
  ...unplacedWalls,
  contractWall,
];
