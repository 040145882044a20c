import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';

type SecurityRequirement = Record<string, string[]>;

/** The one kind of security scheme the API has: a bearer token in the Authorization header. */
export interface BearerScheme {
  type: 'http';
  scheme: 'bearer';
  bearerFormat?: string;
  description: string;
}

export interface OpenApiOptions {
  /** The bearer tokens the API takes, by scheme name. */
  securitySchemes: Record<string, BearerScheme>;
  /** The schemes a route accepts, from how it authenticates; `[]` when it needs no token. */
  securityOf: (route: RouteOptions) => SecurityRequirement[];
  /** The ops role a route needs, if it is an ops route: the operation's `x-ops-role`. */
  opsRoleOf: (route: RouteOptions) => string | null;
}

const words = (segment: string) =>
  segment
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));

/**
 * A client generator's name for an operation, from its method and path:
 * `GET /api/lead/lead/certificate/:id/pdf` is `getLeadLeadCertificateByIdPdf`. Method and path
 * are unique per operation, so the names are too.
 */
export function operationIdOf(method: string, url: string): string {
  const segments = url.split('/').filter((segment) => segment !== '' && segment !== 'api');
  const parts = segments.flatMap((segment) =>
    segment.startsWith(':') ? ['By', ...words(segment.slice(1))] : words(segment),
  );
  return method.toLowerCase() + parts.join('');
}

/**
 * The OpenAPI 3.0 document at /api/docs/json and its viewer at /api/docs. Each operation gets an
 * operationId (its own, or one from its method and path) and its security (declared on the route,
 * or read from how it authenticates), so that route files need not state either.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  { securitySchemes, securityOf, opsRoleOf }: OpenApiOptions,
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Yoga challenge API', version: '0.1.0' },
      // Paths are absolute (/api/...): the server is the origin the document is read from.
      servers: [{ url: '/' }],
      components: { securitySchemes },
    },
    transform: ({ schema, url, route }) => {
      const role = opsRoleOf(route);
      return {
        url,
        schema: {
          ...schema,
          operationId: schema?.operationId ?? operationIdOf(String(route.method), url),
          security: schema?.security ?? securityOf(route),
          ...(role ? { 'x-ops-role': role } : {}),
        },
      };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
