import type { FastifyInstance, RouteOptions } from 'fastify';
import { requireCaller, requireSignedInMember } from './caller';
import { OPS_GUARDS, opsRoleOf, requireOpsCaller, type OpsGuard } from './ops-auth';

/** The two kinds of bearer token, as the OpenAPI document declares them. */
export const SECURITY_SCHEMES = {
  memberBearer: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: "A member's access token, from POST /api/auth/public/auth/v1/verify-otp",
  },
  opsToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      "An ops person's access token, from POST /api/auth/ops/v1/verify-otp, or the deployment's OPS_TOKEN (scripts). Each ops route needs one role, named by the operation's x-ops-role.",
  },
} as const;

export type SecurityRequirement = Partial<Record<keyof typeof SECURITY_SCHEMES, string[]>>;

/** Each guard and the tokens it lets through (any one of them). */
const GUARDS = new Map<unknown, SecurityRequirement[]>([
  [requireCaller, [{ memberBearer: [] }, { opsToken: [] }]],
  [requireSignedInMember, [{ memberBearer: [] }]],
  [requireOpsCaller, [{ opsToken: [] }]],
  ...Object.values(OPS_GUARDS).map((guard): [unknown, SecurityRequirement[]] => [
    guard,
    [{ opsToken: [] }],
  ]),
]);

/** The request hooks that run after Fastify has started reading the body or the query. */
const INPUT_HOOKS = ['preParsing', 'preValidation', 'preHandler'] as const;

const listOf = (hooks: unknown): unknown[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
const isGuard = (hook: unknown) => GUARDS.has(hook);

/**
 * A route that needs a token answers 401 (or 403) before its body or query is read, so a caller
 * without one learns nothing of the input rules and costs no parsing. A route names its guard in
 * whichever request hook it likes; this moves it to the front of the route's onRequest hooks,
 * which run after the caller is resolved and before Fastify parses and validates the input.
 */
export function registerRouteGuards(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const hooks = route as unknown as Record<string, unknown[] | undefined>;
    const guards: unknown[] = [];
    for (const name of INPUT_HOOKS) {
      const listed = listOf(hooks[name]);
      if (!listed.some(isGuard)) continue;
      guards.push(...listed.filter(isGuard));
      hooks[name] = listed.filter((hook) => !isGuard(hook));
    }
    if (guards.length > 0) hooks.onRequest = [...guards, ...listOf(hooks.onRequest)];
  });
}

/**
 * Guards every route a plugin registers from now on, like a plugin-wide onRequest hook, but on
 * each route, where `securityOf` sees it.
 */
export function guardEveryRoute(
  app: FastifyInstance,
  guard: OpsGuard | typeof requireCaller,
): void {
  app.addHook('onRoute', (route) => {
    const onRequest = listOf(route.onRequest);
    // A route that already lists the guard keeps the one.
    if (!onRequest.includes(guard))
      route.onRequest = [guard, ...onRequest] as typeof route.onRequest;
  });
}

/** The tokens a route accepts, from its guard: none needed (`[]`) when it has no guard. */
export function securityOf(route: Pick<RouteOptions, 'onRequest'>): SecurityRequirement[] {
  const guard = listOf(route.onRequest).find(isGuard);
  return guard === undefined ? [] : (GUARDS.get(guard) ?? []);
}

/** The ops role a route needs, from its guard (null for a route that is not an ops route). */
export function opsRoleOfRoute(route: Pick<RouteOptions, 'onRequest'>): string | null {
  return opsRoleOf(listOf(route.onRequest).find(isGuard));
}
