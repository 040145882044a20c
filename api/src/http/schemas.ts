import { LINES_TEXT, PLAIN_TEXT } from '@yoga/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { Type, type TSchema } from 'typebox';

/**
 * Building blocks for request schemas, so every route reads text, numbers and times the same
 * strict way. Each pattern has a message a member can act on (see `PATTERN_MESSAGES`). Those the
 * browser's wire types use too (`PlainText`, `Nullable`, `CalendarDay`, `CalendarDayText`,
 * `LinesText`) are in `@yoga/shared/schemas`.
 */

// The API's request schemas take them from here with the rest.
export { CalendarDayText, LinesText } from '@yoga/shared/schemas';

/** A 204 answer: no body. */
export const NoContent = Type.Null();

/** A whole number written in plain decimal digits ("1e3", "0x10", "Infinity" are refused). */
const WHOLE_NUMBER = '^(0|[1-9][0-9]{0,9})$';

/**
 * A whole number in a path or query string. The digits are checked on the text as sent, before
 * type coercion, which alone would read "1e3" as 1000, "0x10" as 16 and "Infinity" as a number.
 */
export const WholeNumberText = (options: { minimum: number; maximum: number; default?: number }) =>
  Type.Unsafe<number>({
    allOf: [
      { type: 'string', pattern: WHOLE_NUMBER },
      { type: 'integer', minimum: options.minimum, maximum: options.maximum },
    ],
    ...(options.default === undefined ? {} : { default: options.default }),
    description: `A whole number from ${options.minimum} to ${options.maximum}, in plain decimal digits`,
  });

/** A positive int4 id in a path (a member's, a challenge's). */
export const IdParam = WholeNumberText({ minimum: 1, maximum: 2147483647 });

export const IdParams = Type.Object({ id: IdParam });

/** A route that takes no query string refuses one. */
export const NoQuery = Type.Object({}, { additionalProperties: false });

/**
 * An RFC 3339 date-time that PostgreSQL stores as written: years 2000 to 2999 (no year 0, no
 * six-digit years), seconds 00 to 59 and an offset of at most 14 hours, the widest in use.
 * The format check then refuses days that do not exist (February 30).
 */
const DATE_TIME =
  '^2[0-9]{3}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?(Z|[+-](0[0-9]|1[0-3]):[0-5][0-9]|[+-]14:00)$';

export const DateTimeText = () =>
  Type.String({
    format: 'date-time',
    pattern: DATE_TIME,
    description:
      'RFC 3339 date-time in the years 2000 to 2999 with an offset of at most ±14:00, e.g. 2026-11-22T06:30:00+05:30 (the database keeps microseconds)',
  });

/** What a failed pattern means, said to the person who sent it. */
export const PATTERN_MESSAGES: Record<string, string> = {
  [PLAIN_TEXT]: 'must not contain control characters or unpaired surrogates',
  [LINES_TEXT]:
    'must not contain control characters other than line feeds, nor unpaired surrogates',
  [WHOLE_NUMBER]: 'must be a whole number in plain digits',
  [DATE_TIME]:
    'must be a date-time such as 2026-11-22T06:30:00+05:30 (years 2000 to 2999, offset at most ±14:00)',
};

interface ObjectSchema {
  type?: unknown;
  properties?: Record<string, TSchema & { default?: unknown }>;
  required?: string[];
}

/** The same object schema without its defaulted properties among the required ones. */
function defaultsOptional<T>(schema: T): T {
  const object = schema as ObjectSchema | undefined;
  if (!object?.properties || !object.required) return schema;
  const properties = object.properties;
  const required = object.required.filter((name) => properties[name]?.default === undefined);
  if (required.length === object.required.length) return schema;
  const { required: _all, ...rest } = object;
  return (required.length > 0 ? { ...rest, required } : rest) as T;
}

/**
 * A property with a default may be left out: the validator fills it in before any handler runs
 * (so handlers still see it, and its TypeScript type stays required). TypeBox lists every
 * non-optional property as required, which would tell OpenAPI readers otherwise; this corrects
 * the schemas of every route, later ones included. Register it before any route.
 */
export function registerDefaultsAreOptional(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const schema = route.schema;
    if (!schema) return;
    route.schema = {
      ...schema,
      ...(schema.querystring ? { querystring: defaultsOptional(schema.querystring) } : {}),
      ...(schema.body ? { body: defaultsOptional(schema.body) } : {}),
    };
  });
}
