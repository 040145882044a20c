import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The walls of the API (see docs/how-to-add-a-service.md). Each folder of `api/src/services/` is
 * one service: it may use the modules below the services but no other service, so any one of
 * them runs alone (`SERVICES=lead`). The modules below never reach up into the services.
 *
 *   app.ts, server.ts, services/registry.ts       build the process
 *   services/<name>/                              one service each, walled from the others
 *   members/ security/ sms/ challenges/ game/     what two services share
 *   certificates/
 *   http/ db/ cache/ config/                      the ground every module stands on
 */

const servicesDir = fileURLToPath(new URL('../api/src/services/', import.meta.url));

/** Every service folder, read from disk, so a new service is walled in without an edit here. */
const SERVICES = readdirSync(servicesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Shared by two or more services; they may use the ground but no service. */
const SHARED = ['members', 'security', 'sms', 'challenges', 'game', 'certificates'];

/** The ground floor: knows nothing of members, sessions or services. */
const GROUND = ['http', 'db', 'cache', 'config'];

/** What assembles the process, so nothing below may import it. */
const ASSEMBLY = ['services', 'app', 'server'];

/** Folders below a module's own folder that are walled too (api/src/sms/a/b/c/d/x.ts at most). */
const DEPTHS = [0, 1, 2, 3, 4];

/** The files exactly `depth` folders below `folder`. */
const filesAt = (folder, depth) => [`${folder}/${'*/'.repeat(depth)}*.{ts,tsx}`];

/**
 * A relative import that climbs exactly `levels` folders and goes into one of `names`. Exact, so
 * that `../config` (the config service, from a service) and `../../config` (config/) differ.
 */
const reach = (levels, names) => `(\\.\\./){${levels}}(${names.join('|')})`;

const anyOf = (...reaches) => `^(${reaches.join('|')})(/|$)`;

/** The browser's entry of the shared package (React, the store, the UI kit) is no server's. */
const browserEntry = {
  name: '@yoga/shared',
  message: 'The API takes rules from @yoga/shared/domain and wire types from @yoga/shared/models.',
};

const restrict = (files, regex, message) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { paths: [browserEntry], patterns: [{ regex, message }] }],
  },
});

// A file `depth` folders below `api/src/services/<service>/` is `depth + 2` folders below src.
const serviceWalls = SERVICES.flatMap((service) =>
  DEPTHS.map((depth) =>
    restrict(
      filesAt(`api/src/services/${service}`, depth),
      anyOf(
        reach(depth + 1, [...SERVICES.filter((other) => other !== service), 'registry']),
        reach(depth + 2, ASSEMBLY),
      ),
      `The ${service} service must not import another service, the registry or the app. Move what two services share below the services (members/, security/, sms/, challenges/), or take it from ServiceDependencies.`,
    ),
  ),
);

const sharedWalls = SHARED.flatMap((folder) =>
  DEPTHS.map((depth) =>
    restrict(
      filesAt(`api/src/${folder}`, depth),
      anyOf(reach(depth + 1, ASSEMBLY)),
      `${folder}/ sits below the services: it must not import a service, the registry or the app.`,
    ),
  ),
);

const groundWalls = GROUND.flatMap((folder) =>
  DEPTHS.map((depth) =>
    restrict(
      filesAt(`api/src/${folder}`, depth),
      anyOf(reach(depth + 1, [...SHARED, ...ASSEMBLY])),
      `${folder}/ is the ground floor: it must not import members/, security/, sms/, challenges/, game/, certificates/, a service or the app.`,
    ),
  ),
);

const contractWall = restrict(
  ['api/src/services/service-plugin.ts'],
  `^\\./(${[...SERVICES, 'registry'].join('|')})(/|$)`,
  'The contract every service implements must not import a service or the registry.',
);

export const apiWalls = [...serviceWalls, ...sharedWalls, ...groundWalls, contractWall];
