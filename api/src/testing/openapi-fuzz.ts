import { AjvCompiler } from '@fastify/ajv-compiler';
import * as fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { API_ERROR_CODES } from '@yoga/shared/models';
import { ErrorBody } from '../http/errors';

/**
 * Helpers for fuzzing the API from its own OpenAPI document: read the document, list its
 * operations, and build fast-check arbitraries of requests that break one thing at a time (a body
 * field, a path or query parameter, the body as a whole), starting from a request that is valid
 * according to the published schemas so that the bad input gets past the first check.
 */

/** The subset of JSON Schema (OpenAPI 3.0 flavour) the API's schemas use. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  minProperties?: number;
  maxProperties?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

interface OpenApiParameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  security?: Array<Record<string, string[]>>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface FuzzParameter {
  name: string;
  location: 'path' | 'query';
  /** Must be sent: required and without a default the server fills in. */
  needed: boolean;
  schema: JsonSchema;
}

export interface FuzzOperation {
  method: string;
  /** The OpenAPI path, e.g. `/api/lead/program/get/{id}`. */
  path: string;
  label: string;
  pathParams: FuzzParameter[];
  queryParams: FuzzParameter[];
  /** The JSON request body schema, $refs resolved; null when the operation declares none. */
  body: JsonSchema | null;
  /** Only the ops token is accepted (its security names no other scheme). */
  opsOnly: boolean;
}

/** The OpenAPI document the app publishes. */
export async function readOpenApi(
  app: FastifyInstance,
  url = '/api/docs/json',
): Promise<OpenApiDocument> {
  const res = await app.inject({ method: 'GET', url });
  if (res.statusCode !== 200) throw new Error(`GET ${url} answered ${res.statusCode}`);
  return res.json() as OpenApiDocument;
}

/** A copy of the schema with every local `$ref` replaced by what it points to. */
export function resolveRefs(doc: OpenApiDocument, schema: JsonSchema, depth = 0): JsonSchema {
  if (depth > 32) throw new Error('schema $refs nest too deeply (a cycle?)');
  if (schema.$ref) {
    const name = /^#\/components\/schemas\/(.+)$/.exec(schema.$ref)?.[1];
    const target = name ? doc.components?.schemas?.[name] : undefined;
    if (!target) throw new Error(`cannot resolve ${schema.$ref}`);
    return resolveRefs(doc, target, depth + 1);
  }
  const out: JsonSchema = { ...schema };
  if (schema.properties) {
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([k, v]) => [k, resolveRefs(doc, v, depth + 1)]),
    );
  }
  if (schema.items) out.items = resolveRefs(doc, schema.items, depth + 1);
  if (typeof schema.additionalProperties === 'object') {
    out.additionalProperties = resolveRefs(doc, schema.additionalProperties, depth + 1);
  }
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const list = schema[key];
    if (list) out[key] = list.map((s) => resolveRefs(doc, s, depth + 1));
  }
  return out;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** Every operation of the document, in document order. */
export function listOperations(
  doc: OpenApiDocument,
  { skip = () => false }: { skip?: (path: string) => boolean } = {},
): FuzzOperation[] {
  const operations: FuzzOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    if (skip(path)) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const params = (op.parameters ?? [])
        .filter((p) => p.in === 'path' || p.in === 'query')
        .map((p): FuzzParameter => {
          const schema = resolveRefs(doc, p.schema ?? { type: 'string' });
          return {
            name: p.name,
            location: p.in === 'path' ? 'path' : 'query',
            needed: p.in === 'path' || (p.required === true && schema.default === undefined),
            schema,
          };
        });
      const bodySchema = op.requestBody?.content?.['application/json']?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        label: `${method.toUpperCase()} ${path}`,
        pathParams: params.filter((p) => p.location === 'path'),
        queryParams: params.filter((p) => p.location === 'query'),
        body: bodySchema ? resolveRefs(doc, bodySchema) : null,
        opsOnly:
          (op.security ?? []).length > 0 &&
          (op.security ?? []).every((scheme) => Object.keys(scheme).join() === 'opsToken'),
      });
    }
  }
  return operations;
}

// ---------------------------------------------------------------------------------------------
// JSON text with literals JSON.stringify cannot write (-0, 1e400, 2**53 + 1).

/** A piece of JSON written verbatim into the request body. */
export class RawJson {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

export const raw = (text: string) => new RawJson(text);

export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** An object with own keys only, so that `__proto__` is a plain (own) key. */
export function withKey(
  base: Record<string, unknown>,
  key: string,
  value: unknown,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(base)) Object.defineProperty(out, k, ownValue(v));
  Object.defineProperty(out, key, ownValue(value));
  return out;
}

const ownValue = (value: unknown): PropertyDescriptor => ({
  value,
  enumerable: true,
  writable: true,
  configurable: true,
});

function withoutKey(base: Record<string, unknown>, key: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(base))
    if (k !== key) Object.defineProperty(out, k, ownValue(v));
  return out;
}

// ---------------------------------------------------------------------------------------------
// Strict schema check (no type coercion), to tell a body the published schema rejects.

function typesOf(schema: JsonSchema): string[] {
  if (schema.type === undefined) return [];
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

type ValidateFunction = ((data: unknown) => boolean) & {
  errors?: { instancePath: string; message?: string }[] | null;
};

/** Fastify's own compiler (the one the API validates with), without type coercion. */
const compileStrict = AjvCompiler()(
  {},
  {
    customOptions: {
      coerceTypes: false,
      useDefaults: true,
      removeAdditional: false,
      allErrors: true,
      strict: false,
    },
  },
) as unknown as (route: { schema: JsonSchema }) => ValidateFunction;
const strictValidators = new WeakMap<JsonSchema, ValidateFunction>();

/**
 * Why the published schema rejects a JSON value, read strictly (no type coercion; a missing
 * property with a `default` counts as present, as the API fills it in). Empty: accepted.
 */
export function schemaViolations(schema: JsonSchema, value: unknown): string[] {
  let validate = strictValidators.get(schema);
  if (!validate) {
    validate = compileStrict({ schema });
    strictValidators.set(schema, validate);
  }
  if (validate(structuredClone(value))) return [];
  return (validate.errors ?? []).map((error) => `body${error.instancePath}: ${error.message}`);
}

// ---------------------------------------------------------------------------------------------
// Valid values.

export interface ValueContext {
  location: 'path' | 'query' | 'body';
  name: string;
  schema: JsonSchema;
}

/** Lets a test supply realistic values for some names (a signed-in member's id, a fresh phone). */
export type ValueHints = (context: ValueContext) => fc.Arbitrary<unknown> | undefined;

const letters = fc.constantFrom(
  ...'abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split(''),
);

/** Merges `allOf` parts into one schema, a numeric type winning over a string one. */
function mergeAllOf(parts: JsonSchema[]): JsonSchema {
  const merged: JsonSchema = {};
  for (const part of parts) Object.assign(merged, part);
  const numeric = parts.find((p) => typesOf(p).some((t) => t === 'integer' || t === 'number'));
  if (numeric) merged.type = numeric.type;
  return merged;
}

const MIN_DATE = new Date('2000-01-01T00:00:00Z');
const MAX_DATE = new Date('2999-12-31T23:59:59Z');

/**
 * Strings' arbitraries by what shapes them. Building one is costly (fast-check tokenizes its
 * stock of tricky strings against the characters allowed) and one schema part comes back in many
 * operations and properties; an arbitrary holds no state, so each is built once per run.
 */
const stringArbitraries = new Map<string, fc.Arbitrary<string>>();

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const { format, pattern, minLength, maxLength } = schema;
  const key = JSON.stringify([format, pattern, minLength, maxLength]);
  let arbitrary = stringArbitraries.get(key);
  if (!arbitrary) {
    arbitrary = newValidString(schema);
    stringArbitraries.set(key, arbitrary);
  }
  return arbitrary;
}

function newValidString(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Math.max(min, 24);
  const fits = (s: string) => {
    const length = [...s].length;
    return (
      length >= min &&
      length <= max &&
      (schema.pattern === undefined || new RegExp(schema.pattern, 'u').test(s))
    );
  };
  switch (schema.format) {
    case 'date-time':
      return fc
        .date({ min: MIN_DATE, max: MAX_DATE, noInvalidDate: true })
        .map((d) => d.toISOString())
        .filter(fits);
    case 'date':
      return fc
        .date({ min: MIN_DATE, max: MAX_DATE, noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'uri':
      return fc.webUrl();
    case 'email':
      return fc.emailAddress();
    case 'uuid':
      return fc.uuid();
  }
  if (schema.pattern !== undefined) {
    return fc.stringMatching(new RegExp(schema.pattern), { size: 'small' }).filter(fits);
  }
  return fc.string({
    unit: letters,
    minLength: Math.max(min, 1),
    maxLength: Math.min(max, min + 16),
  });
}

/** Values the schema accepts (a hint for the name wins). */
export function validValue(
  schema: JsonSchema,
  hints: ValueHints = () => undefined,
  context: Omit<ValueContext, 'schema'> = { location: 'body', name: '' },
): fc.Arbitrary<unknown> {
  const hinted = hints({ ...context, schema });
  if (hinted) return hinted;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    const arbitraries = alternatives.map((s) => validValue(s, hints, context));
    return schema.nullable ? fc.oneof(...arbitraries, fc.constant(null)) : fc.oneof(...arbitraries);
  }
  if (schema.allOf) return validValue(mergeAllOf(schema.allOf), hints, context);
  const type =
    typesOf(schema).find((t) => t !== 'null') ??
    (schema.properties ? 'object' : schema.items ? 'array' : 'string');
  let arbitrary: fc.Arbitrary<unknown>;
  switch (type) {
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? 1;
      const max = schema.maximum ?? min + 1000;
      arbitrary =
        type === 'integer'
          ? fc.oneof(fc.constant(min), fc.integer({ min, max }))
          : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
      break;
    }
    case 'boolean':
      arbitrary = fc.boolean();
      break;
    case 'array':
      arbitrary = fc.array(validValue(schema.items ?? {}, hints, context), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      });
      break;
    case 'object': {
      const properties = schema.properties ?? {};
      const record = fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([name, s]) => [
            name,
            validValue(s, hints, { location: context.location, name }),
          ]),
        ),
        { requiredKeys: (schema.required ?? []).filter((k) => k in properties) },
      );
      const fewest = schema.minProperties ?? 0;
      arbitrary =
        fewest > 0
          ? record.filter((o) => Object.keys(o).length >= fewest)
          : (record as fc.Arbitrary<unknown>);
      break;
    }
    default:
      arbitrary = validString(schema);
  }
  return schema.nullable || typesOf(schema).includes('null')
    ? fc.oneof({ arbitrary, weight: 4 }, { arbitrary: fc.constant(null), weight: 1 })
    : arbitrary;
}

// ---------------------------------------------------------------------------------------------
// Bad values.

export const ODD_STRINGS: readonly string[] = [
  '',
  ' ',
  '   ',
  '\u0000',
  'a\u0000b',
  '\u0007',
  '\u001b[31m',
  '\t\r\n',
  '\u007f',
  'مرحبا',
  'שלום',
  '\u202eevil\u202c',
  '\u200b',
  '\ufeff',
  '🧘‍♀️',
  '𝕏𝔂𝔬𝔤𝔞',
  '\ud800',
  'a\udc00b',
  '\udbff\udfff',
  'x'.repeat(10_000),
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '0',
  '-1',
  '1e3',
  '0x10',
  "' OR '1'='1",
  "'; DROP TABLE leads; --",
  '<script>alert(1)</script>',
  '%00',
  '../../etc/passwd',
  '\\',
  '"',
  '{{7*7}}',
  '${process.env.OPS_TOKEN}',
  'Ａｓｈａ',
  'ǅ',
  'İ',
];

export const ODD_DATES: readonly string[] = [
  '2000-01-01T00:00:00+23:59',
  '2999-12-31T23:59:59-23:59',
  '2000-01-01T00:00:00-23:59',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:60Z',
  '2026-02-30T00:00:00Z',
  '2024-02-29T24:00:00Z',
  '2000-13-01T00:00:00Z',
  '2000-01-01',
  '2000-01-01T00:00:00',
  '2000-01-01T00:00:00.123456789Z',
  '2000-01-01t00:00:00z',
  '+002000-01-01T00:00:00Z',
  '20000-01-01T00:00:00Z',
  '2999-12-31T23:59:59.999999Z',
  '',
];

export const ODD_NUMBERS: readonly unknown[] = [
  -1,
  0,
  raw('-0'),
  1.5,
  1e308,
  raw('1e400'),
  raw('-1e400'),
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  raw('9007199254740993'),
  raw('123456789012345678901234567890'),
  1e-7,
  raw('1E2'),
  raw('1.0'),
  'NaN',
  'Infinity',
  '-0',
];

/** Values of the wrong JSON type for the schema. */
function wrongType(schema: JsonSchema): fc.Arbitrary<unknown> {
  const type = typesOf(mergeAllOf(schema.allOf ?? [schema])).find((t) => t !== 'null') ?? 'string';
  const containers = fc.constantFrom<unknown>([], ['a'], [1], {}, { a: 1 }, [[[]]], { $gt: '' });
  switch (type) {
    case 'string':
      return fc.oneof(
        fc.constantFrom<unknown>(0, 1, -1, 1.5, true, false, null),
        containers,
        fc.constantFrom<unknown>(['Asha'], { name: 'Asha' }),
      );
    case 'integer':
    case 'number':
      return fc.oneof(
        fc.constantFrom<unknown>(
          'abc',
          '1',
          '1e3',
          '0x10',
          'NaN',
          '',
          ' 1',
          '１２',
          true,
          false,
          null,
        ),
        containers,
        fc.constantFrom<unknown>([1], 1.5),
      );
    case 'boolean':
      return fc.oneof(
        fc.constantFrom<unknown>('true', 'false', 'yes', 'TRUE', '1', '', 1, 0, null),
        containers,
        fc.constantFrom<unknown>([true]),
      );
    case 'array':
      return fc.constantFrom<unknown>('x', 1, true, null, {}, { 0: 'a' });
    default:
      return fc.constantFrom<unknown>('x', '', 1, true, null, [], [{}], 'null');
  }
}

const oddString = fc.oneof(
  { arbitrary: fc.constantFrom(...ODD_STRINGS), weight: 5 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  {
    // Any UTF-16 code unit, lone surrogates included.
    arbitrary: fc.string({
      unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
      maxLength: 20,
    }),
    weight: 1,
  },
);

const oddChar = fc.constantFrom(
  '\u0000',
  '\u0007',
  '\u001b',
  '\u202e',
  '\u200b',
  '\ud800',
  '🧘',
  'ش',
  'א',
  '\n',
  "'",
  '"',
  '\\',
  '%',
);

/** Values just outside the schema's limits (length, pattern, range). */
function boundary(schema: JsonSchema): fc.Arbitrary<unknown> {
  const s = mergeAllOf(schema.allOf ?? [schema]);
  const out: unknown[] = [];
  if (s.minLength !== undefined && s.minLength > 0) out.push('a'.repeat(s.minLength - 1));
  if (s.maxLength !== undefined) out.push('a'.repeat(s.maxLength + 1), '🧘'.repeat(s.maxLength));
  if (s.minimum !== undefined) out.push(s.minimum - 1, String(s.minimum - 1));
  if (s.maximum !== undefined) out.push(s.maximum + 1, String(s.maximum + 1));
  if (s.enum) out.push(...s.enum.map((e) => (typeof e === 'string' ? e.toUpperCase() + ' ' : e)));
  if (s.pattern !== undefined) out.push(' ', 'A-Z', '+1', '-', '000');
  return out.length > 0 ? fc.constantFrom(...out) : fc.constantFrom<unknown>('', 'a'.repeat(300));
}

/** A valid value with one odd character slipped in: gets past type checks, into the handler. */
function validWithOddChar(
  schema: JsonSchema,
  hints: ValueHints,
  context: Omit<ValueContext, 'schema'>,
): fc.Arbitrary<unknown> {
  return fc
    .tuple(validValue(schema, hints, context), oddChar, fc.nat(), fc.boolean())
    .map(([value, c, at, replace]) => {
      // JSON text, not String(): an object fast-check builds may have no prototype to print it.
      const text = typeof value === 'string' ? value : toJsonText(value);
      const i = text.length === 0 ? 0 : at % text.length;
      return text.slice(0, i) + c + text.slice(replace ? i + 1 : i);
    });
}

/** Values that break, or at least strain, the schema. */
export function badValue(
  schema: JsonSchema,
  hints: ValueHints = () => undefined,
  context: Omit<ValueContext, 'schema'> = { location: 'body', name: '' },
): fc.Arbitrary<unknown> {
  const merged = mergeAllOf(schema.allOf ?? [schema]);
  const type = typesOf(merged).find((t) => t !== 'null') ?? (merged.anyOf ? 'string' : 'string');
  const isString = type === 'string';
  const isDate = merged.format === 'date-time' || /date|from|until|_at$/i.test(context.name);
  const isNumber = type === 'integer' || type === 'number';
  return fc.oneof(
    { arbitrary: wrongType(schema), weight: 4 },
    { arbitrary: oddString, weight: isString ? 4 : 1 },
    { arbitrary: validWithOddChar(schema, hints, context), weight: isString ? 4 : 1 },
    { arbitrary: fc.constantFrom(...ODD_DATES), weight: isDate ? 6 : 1 },
    { arbitrary: fc.constantFrom(...ODD_NUMBERS), weight: isNumber ? 4 : 1 },
    { arbitrary: boundary(schema), weight: 2 },
  );
}

export const BAD_PATH_SEGMENTS: readonly string[] = [
  '0',
  '-1',
  '1e3',
  '0x10',
  '1.5',
  '00001',
  '99999999999',
  '2147483648',
  '9007199254740993',
  '%00',
  '1%00',
  '..%2F',
  '..%2F..%2Fdocs',
  '%2e%2e',
  '..',
  '.',
  '%20',
  '%ff',
  '%c0%af',
  '%',
  '%zz',
  'null',
  'undefined',
  'true',
  '%7B%7D',
  '%5B%5D',
  "'",
  '%27%20OR%201%3D1',
  'a'.repeat(300),
  '%F0%9F%A7%98',
  '%E2%80%AE',
  '%D8%B3%D9%84%D8%A7%D9%85',
  '%D7%A9%D7%9C%D7%95%D7%9D',
  '%ED%A0%80',
  '%0A',
  '%1B',
  'UPPER',
  '-',
  'a;b',
  '*',
  '',
];

/** Path segments (already URL-encoded) the parameter's schema should refuse. */
export function badPathSegment(
  schema: JsonSchema,
  hints: ValueHints,
  name: string,
): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...BAD_PATH_SEGMENTS), weight: 6 },
    {
      arbitrary: badValue(schema, hints, { location: 'path', name }).map((v) =>
        encodeUri(v instanceof RawJson ? v.text : typeof v === 'string' ? v : toJsonText(v)),
      ),
      weight: 3,
    },
    {
      arbitrary: validValue(schema, hints, { location: 'path', name }).map(
        (v) => `${encodeUri(String(v))}%00`,
      ),
      weight: 1,
    },
  );
}

// ---------------------------------------------------------------------------------------------
// Requests.

export interface FuzzRequest {
  method: string;
  url: string;
  /** Sent verbatim; undefined sends no body. */
  payload?: string;
  contentType?: string;
  /** What was broken, for the report. */
  notes: string[];
  /** Exactly one field (body property, path or query parameter, or the body itself) is at fault. */
  singleFault: boolean;
  /** The JSON body as the server will parse it, when it is JSON. */
  jsonBody?: { value: unknown };
}

type QueryPair = [name: string, value: string];

interface RequestParts {
  path: Record<string, string>;
  query: QueryPair[];
  /** A JSON value, or undefined for no body. */
  body: unknown;
}

/** The families of bad input for an operation: one fast-check property each. */
export function familiesOf(op: FuzzOperation): string[] {
  const families = ['query'];
  for (const p of op.pathParams) families.push(`path:${p.name}`);
  if (op.body || op.method !== 'GET') families.push('body');
  for (const name of Object.keys(op.body?.properties ?? {})) families.push(`body:${name}`);
  return families;
}

/**
 * encodeURIComponent that also writes lone surrogates (as the bytes WTF-8 gives them) instead of
 * throwing, so that the server sees them.
 */
export function encodeUri(text: string): string {
  return text.replace(
    /[\ud800-\udbff][\udc00-\udfff]|[\ud800-\udfff]|[^\ud800-\udfff]+/g,
    (part) => {
      if (part.length === 1 && part >= '\ud800' && part <= '\udfff') {
        const c = part.charCodeAt(0);
        return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]
          .map((b) => `%${b.toString(16).toUpperCase()}`)
          .join('');
      }
      return encodeURIComponent(part);
    },
  );
}

const queryText = (value: unknown): string =>
  value instanceof RawJson ? value.text : typeof value === 'string' ? value : toJsonText(value);

function validParts(op: FuzzOperation, hints: ValueHints): fc.Arbitrary<RequestParts> {
  const path = fc.record(
    Object.fromEntries(
      op.pathParams.map((p) => [
        p.name,
        validValue(p.schema, hints, { location: 'path', name: p.name }).map((v) =>
          encodeUri(String(v)),
        ),
      ]),
    ),
  ) as fc.Arbitrary<Record<string, string>>;
  const query = fc
    .tuple(
      ...op.queryParams.map((p) => {
        const pair = validValue(p.schema, hints, { location: 'query', name: p.name }).map(
          (v): QueryPair[] => [[p.name, queryText(v)]],
        );
        return p.needed ? pair : fc.oneof(pair, fc.constant<QueryPair[]>([]));
      }),
    )
    .map((lists) => lists.flat());
  const body = op.body
    ? validValue(op.body, hints, { location: 'body', name: '' })
    : fc.constant(undefined);
  return fc.record({ path, query, body });
}

/** Requests the published schemas accept, as a client that follows them sends them. */
export function validRequest(op: FuzzOperation, hints: ValueHints): fc.Arbitrary<FuzzRequest> {
  return validParts(op, hints).map((parts) =>
    buildRequest(op, parts, { notes: ['valid request'], singleFault: false }),
  );
}

function buildRequest(
  op: FuzzOperation,
  parts: RequestParts,
  extra: {
    notes: string[];
    singleFault: boolean;
    payload?: string | null;
    contentType?: string;
    rawQuery?: string;
  },
): FuzzRequest {
  const pathname = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => parts.path[name] ?? '');
  const query =
    extra.rawQuery ?? parts.query.map(([k, v]) => `${encodeUri(k)}=${encodeUri(v)}`).join('&');
  const url = query ? `${pathname}?${query}` : pathname;
  let payload: string | undefined;
  let jsonBody: { value: unknown } | undefined;
  if (extra.payload !== undefined) payload = extra.payload ?? undefined;
  else if (parts.body !== undefined) payload = toJsonText(parts.body);
  if (payload !== undefined && (extra.contentType ?? 'application/json') === 'application/json') {
    try {
      jsonBody = { value: JSON.parse(payload) };
    } catch {
      jsonBody = undefined;
    }
  }
  // The web client sends a JSON content type on every call that may carry a body.
  const contentType =
    extra.contentType ??
    (payload !== undefined || op.method !== 'GET' ? 'application/json' : undefined);
  const request: FuzzRequest = {
    method: op.method,
    url,
    ...(payload !== undefined ? { payload } : {}),
    ...(contentType ? { contentType } : {}),
    notes: extra.notes,
    singleFault: extra.singleFault,
    ...(jsonBody ? { jsonBody } : {}),
  };
  // fast-check prints counterexamples with this, long values cut short.
  Object.defineProperty(request, fc.toStringMethod, { value: () => describeRequest(request) });
  return request;
}

const short = (text: string, max = 120) =>
  JSON.stringify(text.length > max ? `${text.slice(0, max)}…(${text.length} chars)` : text);

const describeValue = (value: unknown) =>
  value === undefined ? 'undefined' : short(toJsonText(value), 80);

const UNKNOWN_QUERY_NAMES = [
  'foo',
  '__proto__',
  'constructor',
  'toString',
  'a[]',
  'a[b]',
  '',
  ' ',
  '\u0000',
  'LIMIT',
  'x'.repeat(500),
  '🧘',
];

type QueryChange =
  | { kind: 'unknown'; name: string; value: string }
  | { kind: 'bad'; name: string; value: unknown }
  | { kind: 'repeat'; name: string; values: string[] }
  | { kind: 'empty'; name: string; bare: boolean }
  | { kind: 'raw'; text: string }
  | { kind: 'none' };

function queryChange(op: FuzzOperation, hints: ValueHints): fc.Arbitrary<QueryChange> {
  const options: Array<fc.WeightedArbitrary<QueryChange>> = [
    {
      weight: 2,
      arbitrary: fc
        .record({
          name: fc.constantFrom(...UNKNOWN_QUERY_NAMES),
          value: fc.constantFrom('1', '', 'x', '\u0000', 'x'.repeat(2000)),
        })
        .map((c): QueryChange => ({ kind: 'unknown', ...c })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          '&&&',
          '=',
          '%',
          '%ff',
          'a=%zz',
          '=1',
          '&=&',
          '?',
          'a=1&a=2&a=3',
          '%00=%00',
          ';',
        )
        .map((text): QueryChange => ({ kind: 'raw', text })),
    },
    { weight: 1, arbitrary: fc.constant<QueryChange>({ kind: 'none' }) },
  ];
  for (const p of op.queryParams) {
    options.push(
      {
        weight: 6,
        arbitrary: badValue(p.schema, hints, { location: 'query', name: p.name }).map(
          (value): QueryChange => ({ kind: 'bad', name: p.name, value }),
        ),
      },
      {
        weight: 1,
        arbitrary: fc
          .array(validValue(p.schema, hints, { location: 'query', name: p.name }), {
            minLength: 2,
            maxLength: 3,
          })
          .map((vs): QueryChange => ({ kind: 'repeat', name: p.name, values: vs.map(queryText) })),
      },
      {
        weight: 1,
        arbitrary: fc.boolean().map((bare): QueryChange => ({ kind: 'empty', name: p.name, bare })),
      },
    );
  }
  return fc.oneof(...options);
}

function applyQueryChange(
  op: FuzzOperation,
  parts: RequestParts,
  change: QueryChange,
): FuzzRequest {
  const others = (name: string) => parts.query.filter(([k]) => k !== name);
  const enc = (pairs: QueryPair[]) => pairs.map(([k, v]) => `${encodeUri(k)}=${encodeUri(v)}`);
  switch (change.kind) {
    case 'none':
      return buildRequest(op, parts, { notes: ['valid request'], singleFault: false });
    case 'unknown':
      return buildRequest(
        op,
        { ...parts, query: [...parts.query, [change.name, change.value]] },
        {
          notes: [`unknown query ${short(change.name, 40)}=${short(change.value, 40)}`],
          singleFault: true,
        },
      );
    case 'raw':
      return buildRequest(op, parts, {
        notes: [`raw query ${short(change.text)}`],
        singleFault: true,
        rawQuery: [...enc(parts.query), change.text].join('&'),
      });
    case 'bad': {
      const v = change.value;
      // Arrays become repeated names, objects bracketed names, as a form library would send them.
      const pairs: QueryPair[] = Array.isArray(v)
        ? v.map((item): QueryPair => [change.name, queryText(item)])
        : v !== null && typeof v === 'object' && !(v instanceof RawJson)
          ? Object.entries(v).map(([k, item]): QueryPair => [
              `${change.name}[${k}]`,
              queryText(item),
            ])
          : [[change.name, queryText(v)]];
      return buildRequest(
        op,
        { ...parts, query: [...others(change.name), ...pairs] },
        { notes: [`query ${change.name}=${describeValue(v)}`], singleFault: true },
      );
    }
    case 'repeat':
      return buildRequest(
        op,
        {
          ...parts,
          query: [...others(change.name), ...change.values.map((v): QueryPair => [change.name, v])],
        },
        {
          notes: [`query ${change.name} repeated ${short(change.values.join(' | '))}`],
          singleFault: true,
        },
      );
    case 'empty':
      return buildRequest(op, parts, {
        notes: [`query ${change.name} ${change.bare ? 'without =' : 'empty'}`],
        singleFault: true,
        rawQuery: [
          ...enc(others(change.name)),
          change.bare ? encodeUri(change.name) : `${encodeUri(change.name)}=`,
        ].join('&'),
      });
  }
}

type BodyChange =
  | { kind: 'payload'; payload: string | null; contentType?: string; note: string }
  | { kind: 'extra'; key: string; value: unknown };

const EXTRA_KEYS = [
  'extra',
  'id',
  'is_paid',
  'ispaymentdone',
  'admin',
  'role',
  '__proto__',
  'constructor',
  '',
  ' ',
  'NAME',
  '🧘',
];

function bodyChange(): fc.Arbitrary<BodyChange> {
  const payloads: Array<[string | null, string]> = [
    [null, 'no body'],
    ['', 'empty body'],
    ['[]', 'array body'],
    ['[{}]', 'array of object body'],
    ['"text"', 'string body'],
    ['""', 'empty string body'],
    ['0', 'number body'],
    ['-1', 'negative number body'],
    ['1e400', 'huge number body'],
    ['true', 'boolean body'],
    ['null', 'null body'],
    ['{}', 'empty object body'],
    ['{', 'truncated JSON'],
    ['{"a":1,}', 'trailing comma'],
    ["{'a':1}", 'single quotes'],
    ['not json', 'not JSON'],
    ['\u0000', 'NUL body'],
    ['{"a":"\\u0000"}', 'escaped NUL'],
    ['{"a":"\\ud800"}', 'escaped lone surrogate'],
    ['{"__proto__":{"admin":true}}', 'prototype poisoning'],
    ['{"constructor":{"prototype":{"admin":true}}}', 'constructor poisoning'],
    ['\ufeff{}', 'BOM before JSON'],
    [`${'['.repeat(5000)}${']'.repeat(5000)}`, 'deeply nested arrays'],
    [`{"a":"${'x'.repeat(70_000)}"}`, 'body over 64 KiB'],
  ];
  return fc.oneof(
    {
      weight: 5,
      arbitrary: fc
        .constantFrom(...payloads)
        .map(([payload, note]): BodyChange => ({ kind: 'payload', payload, note })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/xml',
          'application/json; charset=latin1',
          'multipart/form-data',
        )
        .map((contentType): BodyChange => ({
          kind: 'payload',
          payload: '{"a":1}',
          contentType,
          note: `content type ${contentType}`,
        })),
    },
    {
      weight: 4,
      arbitrary: fc
        .record({
          key: fc.constantFrom(...EXTRA_KEYS),
          value: fc.constantFrom<unknown>(1, 'x', true, null, {}, []),
        })
        .map((c): BodyChange => ({ kind: 'extra', ...c })),
    },
  );
}

function applyBodyChange(op: FuzzOperation, parts: RequestParts, change: BodyChange): FuzzRequest {
  if (change.kind === 'payload') {
    return buildRequest(op, parts, {
      notes: [change.note],
      singleFault: true,
      payload: change.payload,
      ...(change.contentType ? { contentType: change.contentType } : {}),
    });
  }
  const base =
    parts.body !== null && typeof parts.body === 'object' && !Array.isArray(parts.body)
      ? (parts.body as Record<string, unknown>)
      : {};
  return buildRequest(
    op,
    { ...parts, body: withKey(base, change.key, change.value) },
    {
      notes: [`extra body field ${short(change.key, 40)}=${describeValue(change.value)}`],
      singleFault: true,
    },
  );
}

/** Requests of one family for one operation, all else valid per the published schemas. */
export function requestArbitrary(
  op: FuzzOperation,
  family: string,
  hints: ValueHints = () => undefined,
): fc.Arbitrary<FuzzRequest> {
  const valid = validParts(op, hints);
  const [kind, name = ''] = family.split(/:(.*)/s);
  if (kind === 'query') {
    return fc
      .tuple(valid, queryChange(op, hints))
      .map(([parts, c]) => applyQueryChange(op, parts, c));
  }
  if (kind === 'path') {
    const param = op.pathParams.find((p) => p.name === name);
    if (!param) throw new Error(`${op.label} has no path parameter ${name}`);
    return fc.tuple(valid, badPathSegment(param.schema, hints, name)).map(([parts, segment]) =>
      buildRequest(
        op,
        { ...parts, path: { ...parts.path, [name]: segment } },
        {
          notes: [`path ${name}=${short(segment, 60)}`],
          singleFault: true,
        },
      ),
    );
  }
  if (kind === 'body' && !name) {
    return fc.tuple(valid, bodyChange()).map(([parts, c]) => applyBodyChange(op, parts, c));
  }
  if (kind === 'body') {
    const property = op.body?.properties?.[name];
    if (!property) throw new Error(`${op.label} has no body field ${name}`);
    const change = fc.oneof(
      { weight: 1, arbitrary: fc.constant<{ drop: true } | { value: unknown }>({ drop: true }) },
      {
        weight: 6,
        arbitrary: badValue(property, hints, { location: 'body', name }).map((value) => ({
          value,
        })),
      },
    );
    return fc.tuple(valid, change).map(([parts, c]) => {
      const base = (parts.body ?? {}) as Record<string, unknown>;
      const body =
        'drop' in c ? withoutKey(base, name) : withKey(withoutKey(base, name), name, c.value);
      const note = 'drop' in c ? `body without ${name}` : `body ${name}=${describeValue(c.value)}`;
      return buildRequest(op, { ...parts, body }, { notes: [note], singleFault: true });
    });
  }
  throw new Error(`unknown fuzz family ${family}`);
}

/** How a request reads in a report, long values cut short. */
export function describeRequest(req: FuzzRequest): string {
  const body = req.payload === undefined ? '' : ` body=${short(req.payload, 160)}`;
  const type =
    req.contentType && req.contentType !== 'application/json' ? ` (${req.contentType})` : '';
  return `${req.method} ${short(req.url, 160)}${body}${type} [${req.notes.join('; ')}]`;
}

// ---------------------------------------------------------------------------------------------
// The error contract.

/** The keys an error body may have: those of the one error schema. */
export const ERROR_KEYS = Object.keys(ErrorBody.properties);

const KNOWN_CODES: readonly unknown[] = API_ERROR_CODES;

/** Text no answer may carry: SQL, file paths, stack frames, JS error names. */
export const INTERNAL_TEXT: readonly string[] = [
  'SELECT ',
  'INSERT ',
  'UPDATE ',
  'syntax error',
  'violates',
  'relation "',
  '/work/',
  'node_modules',
  '.ts:',
  '.js:',
  '    at ',
  'Error:',
];

export interface ContractResponse {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** How an answer breaks the API's error contract; empty when it keeps it. */
export function contractViolations(
  req: FuzzRequest,
  res: ContractResponse,
  { secrets = [], bodySchema = null }: { secrets?: string[]; bodySchema?: JsonSchema | null } = {},
): string[] {
  const problems: string[] = [];
  const status = res.statusCode;
  if (status >= 500) problems.push(`answered ${status}`);
  if (status >= 400) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(res.body);
    } catch {
      problems.push(`a ${status} whose body is not JSON`);
    }
    if (!String(res.headers['content-type'] ?? '').includes('application/json')) {
      problems.push(
        `a ${status} without a JSON content type (${String(res.headers['content-type'])})`,
      );
    }
    if (parsed !== undefined) {
      const error = parsed as Record<string, unknown>;
      if (error === null || typeof error !== 'object' || Array.isArray(error)) {
        problems.push(`a ${status} whose body is not an object`);
      } else {
        if (error.statusCode !== status)
          problems.push(`statusCode ${String(error.statusCode)} in a ${status}`);
        if (typeof error.error !== 'string') problems.push('error is not a string');
        if (typeof error.message !== 'string') problems.push('message is not a string');
        if ('field' in error && typeof error.field !== 'string')
          problems.push('field is not a string');
        // A client translates the code, so every error has one it can know.
        if (!KNOWN_CODES.includes(error.code))
          problems.push(`code ${JSON.stringify(error.code)} is not one of API_ERROR_CODES`);
        for (const key of ['triesLeft', 'retryAfterSeconds']) {
          if (key in error && !Number.isInteger(error[key]))
            problems.push(`${key} is not an integer`);
        }
        if ('opensAt' in error && Number.isNaN(Date.parse(String(error.opensAt))))
          problems.push('opensAt is not a date-time');
        const unknown = Object.keys(error).filter((k) => !ERROR_KEYS.includes(k));
        if (unknown.length > 0) problems.push(`error body has unknown keys ${unknown.join(', ')}`);
        if (status === 400 && req.singleFault && typeof error.field !== 'string') {
          problems.push('a 400 for a single bad field that does not name it (no field)');
        }
      }
    }
  }
  if (status >= 200 && status < 300 && bodySchema && req.jsonBody) {
    const rejected = schemaViolations(bodySchema, req.jsonBody.value);
    if (rejected.length > 0) {
      problems.push(`accepted (${status}) a body the published schema rejects: ${rejected[0]}`);
    }
  }
  let sent = req.url + (req.payload ?? '');
  try {
    sent += decodeURIComponent(req.url);
  } catch {
    // A deliberately malformed address.
  }
  for (const needle of INTERNAL_TEXT) {
    // Text the request itself carried may be echoed back (a name the member chose).
    if (res.body.includes(needle) && !sent.includes(needle))
      problems.push(`body leaks ${JSON.stringify(needle)}`);
  }
  for (const secret of secrets) if (res.body.includes(secret)) problems.push('body leaks a secret');
  return problems;
}
