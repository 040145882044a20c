import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifySchema, FastifySchemaCompiler, FastifyServerOptions } from 'fastify';

type Factory = (
  externalSchemas: Record<string, unknown>,
  ajvOptions?: { customOptions?: object; plugins?: unknown[] },
) => FastifySchemaCompiler<FastifySchema>;

type RouteSchema = Parameters<FastifySchemaCompiler<FastifySchema>>[0];
type Compile = (route: RouteSchema) => unknown;

const OPTIONS = { removeAdditional: false, useDefaults: true } as const;

const compiledByKey = new Map<string, Map<string, unknown>>();

/**
 * Compiled validators and serializers, by what they were compiled from. A compiled function keeps
 * no state between calls, so every app in the process can share it; the test suites build the
 * whole API hundreds of times per process, and compiling every route's schemas again was most of
 * each build (about 1 s of CPU of 1.3 s). Fastify hands each app its own copies of the schemas,
 * so they are told apart by content, not by object.
 */
function memoised(key: string, compile: Compile): Compile {
  const cache = compiledByKey.get(key) ?? new Map<string, unknown>();
  compiledByKey.set(key, cache);
  return (route) => {
    const schemaKey = `${route.httpPart ?? ''}\u0000${JSON.stringify(route.schema)}`;
    if (!cache.has(schemaKey)) cache.set(schemaKey, compile(route));
    return cache.get(schemaKey);
  };
}

/**
 * A JSON body already carries its types, so a wrong one is the client's mistake to hear about:
 * `{"name": true}` is a 400, not a member named "true", and `{"enabled": 0}` does not switch a
 * remote off. Query strings and path parameters arrive as text and are still read as the number
 * or boolean their schema asks for. Built on Fastify's own compiler, so shared schemas and
 * formats work as before.
 */
/** Fastify's pool: one AJV per set of shared schemas and options, reused by every app. */
const pool = AjvCompiler() as unknown as Factory;

const buildValidatorPerPart: Factory = (externalSchemas, ajvOptions) => {
  const compile = (coerceTypes: false | 'array') =>
    pool(externalSchemas, {
      ...ajvOptions,
      customOptions: { ...ajvOptions?.customOptions, ...OPTIONS, coerceTypes },
    });
  const fromJson = compile(false);
  const fromText = compile('array');
  const perPart: Compile = (route) => (route.httpPart === 'body' ? fromJson : fromText)(route);
  return memoised(
    `validator\u0000${JSON.stringify([externalSchemas, ajvOptions])}`,
    perPart,
  ) as FastifySchemaCompiler<FastifySchema>;
};

const serializers = SerializerSelector();

/** Fastify's own serializer (fast-json-stringify), each response schema compiled once. */
const buildSerializer = (externalSchemas: Record<string, unknown>, serializerOptions?: object) =>
  memoised(
    `serializer\u0000${JSON.stringify([externalSchemas, serializerOptions])}`,
    serializers(externalSchemas, serializerOptions) as Compile,
  );

export const schemaController = {
  compilersFactory: { buildValidator: buildValidatorPerPart, buildSerializer },
} as unknown as FastifyServerOptions['schemaController'];
