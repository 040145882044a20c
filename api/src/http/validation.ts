import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifySchema, FastifySchemaCompiler, FastifyServerOptions } from 'fastify';

type Factory = (
  externalSchemas: Record<string, unknown>,
  ajvOptions?: { customOptions?: object; plugins?: unknown[] },
) => FastifySchemaCompiler<FastifySchema>;

const OPTIONS = { removeAdditional: false, useDefaults: true } as const;

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
  return (route) => (route.httpPart === 'body' ? fromJson : fromText)(route);
};

export const schemaController = {
  compilersFactory: { buildValidator: buildValidatorPerPart },
} as unknown as FastifyServerOptions['schemaController'];
