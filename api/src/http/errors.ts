import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '@yoga/shared/models';
import { Type, type Static } from 'typebox';
import { DatabaseUnavailable } from '../db/database-unavailable';
import { PATTERN_MESSAGES } from './schemas';
import type { Assert, Equal } from './type-equality';

/** A lost database usually comes back (a restart, a failover) within seconds. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The one shape of every error body (see README "Errors"). */
export const ErrorBody = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String(),
    message: Type.String(),
    field: Type.Optional(Type.String()),
    code: Type.Optional(Type.String()),
    retryAfterSeconds: Type.Optional(Type.Integer()),
  },
  { $id: 'ErrorBody' },
);

type _ErrorIsShared = Assert<Equal<Static<typeof ErrorBody>, ApiErrorBody>>;

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export class HttpError extends Error {
  /** A stable, machine-readable reason for clients that act on it (e.g. "OTP_LOCKED"). */
  code?: string;
  retryAfterSeconds?: number;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new HttpError(404, message);

interface ValidationIssue {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: { missingProperty?: string; additionalProperty?: string; pattern?: string };
}

/** AJV says "must match pattern ^…$"; a pattern of ours has words a person can act on. */
function problemOf(issue: ValidationIssue | undefined): string {
  const pattern = issue?.keyword === 'pattern' ? issue.params?.pattern : undefined;
  return (pattern && PATTERN_MESSAGES[pattern]) ?? issue?.message ?? 'bad value';
}

/** Names the offending field from an AJV issue: "/countrycode", a missing or an unknown property. */
function fieldOf(
  issue: ValidationIssue | undefined,
  context: string | undefined,
): string | undefined {
  if (!issue) return context;
  const path = issue.instancePath?.replace(/^\//, '').replace(/\//g, '.') ?? '';
  const named = issue.params?.missingProperty ?? issue.params?.additionalProperty;
  if (named) return path ? `${path}.${named}` : named;
  return path || context;
}

export function sendError(
  reply: FastifyReply,
  statusCode: number,
  message: string,
  extra: { field?: string; code?: string; retryAfterSeconds?: number } = {},
) {
  if (extra.retryAfterSeconds !== undefined) {
    reply.header('retry-after', String(extra.retryAfterSeconds));
  }
  return reply.status(statusCode).send({
    statusCode,
    error: STATUS_TEXT[statusCode] ?? 'Error',
    message,
    ...(extra.field ? { field: extra.field } : {}),
    ...(extra.code ? { code: extra.code } : {}),
    ...(extra.retryAfterSeconds !== undefined
      ? { retryAfterSeconds: extra.retryAfterSeconds }
      : {}),
  });
}

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address is not valid.',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the address is too long.',
};

/**
 * For errors the router raises before any route runs (Fastify's `frameworkErrors`): its own
 * answers are JSON of another shape that echo the address back.
 */
export function sendFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const message = FRAMEWORK_MESSAGES[error.code];
  const status = error.statusCode ?? 500;
  if (message && status >= 400 && status < 500) {
    return sendError(reply, status, message, { field: 'url' });
  }
  request.log.error({ err: error }, 'request failed in the router');
  return sendError(reply, 500, 'Something went wrong on our side. Please try again.');
}

/** Bad input answers 4xx naming the field; anything unexpected is logged and answers a bare 500. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error.validation) {
      const issue = error.validation[0] as ValidationIssue | undefined;
      const field = fieldOf(issue, error.validationContext);
      const message = field ? `Invalid ${field}: ${problemOf(issue)}` : error.message;
      return sendError(reply, 400, message, { field });
    }
    if (error instanceof DatabaseUnavailable) {
      request.log.warn({ reason: error.reason }, 'database unavailable');
      return sendError(
        reply,
        503,
        'The service is briefly unavailable. Please try again shortly.',
        {
          retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
        },
      );
    }
    if (error instanceof HttpError) {
      return sendError(reply, error.statusCode, error.message, {
        field: error.field,
        code: error.code,
        retryAfterSeconds: error.retryAfterSeconds,
      });
    }
    const status = error.statusCode ?? 500;
    // Content-type parser errors (malformed JSON, body too large, unsupported type) are the body's.
    if (status >= 400 && status < 500 && error.code?.startsWith('FST_ERR_CTP_')) {
      return sendError(reply, status, error.message, { field: 'body' });
    }
    if (status >= 400 && status < 500) return sendError(reply, status, error.message);
    request.log.error({ err: error }, 'request failed');
    if (status === 503) return sendError(reply, 503, 'The service is busy; please retry shortly.');
    return sendError(reply, 500, 'Something went wrong on our side. Please try again.');
  });
}
