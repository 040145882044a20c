import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody, ApiErrorCode } from '@yoga/shared/models';
import { DatabaseUnavailable } from '../db/database-unavailable';
import { PATTERN_MESSAGES } from './schemas';

// Every route names the error body beside the errors it throws, so it travels with them.
export { ErrorBody } from '@yoga/shared/schemas';

/** A lost database usually comes back (a restart, a failover) within seconds. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

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
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** What an error body may carry beside its code and message. */
export interface ErrorDetails {
  /** The input at fault. */
  field?: string;
  /** Also sent as the Retry-After header. */
  retryAfterSeconds?: number;
  triesLeft?: number;
  /** With `session_not_open`: the instant the next session can be marked (RFC 3339). */
  opensAt?: string;
  /** With `challenge_running`: the member's challenge's last day ("2026-12-07"). */
  endsOn?: string;
}

/** A refusal a client can act on: its code is what a client translates, the message the fallback. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly details: ErrorDetails = {},
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new HttpError(404, 'not_found', message);

const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/** For 4xx errors Fastify and its plugins raise with a status but none of our codes. */
const CODE_OF_STATUS: Partial<Record<number, ApiErrorCode>> = {
  401: 'sign_in_required',
  403: 'forbidden',
  404: 'not_found',
  429: 'rate_limited',
};

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
  code: ApiErrorCode,
  message: string,
  { field, retryAfterSeconds, triesLeft, opensAt, endsOn }: ErrorDetails = {},
) {
  if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
  const body: ApiErrorBody = {
    statusCode,
    error: STATUS_TEXT[statusCode] ?? 'Error',
    message,
    code,
    ...(field ? { field } : {}),
    ...(triesLeft !== undefined ? { triesLeft } : {}),
    ...(opensAt !== undefined ? { opensAt } : {}),
    ...(endsOn !== undefined ? { endsOn } : {}),
    ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
  };
  return reply.status(statusCode).send(body);
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
    return sendError(reply, status, 'invalid_input', message, { field: 'url' });
  }
  request.log.error({ err: error }, 'request failed in the router');
  return sendError(reply, 500, 'server_error', SERVER_ERROR_MESSAGE);
}

/** Bad input answers 4xx naming the field; anything unexpected is logged and answers a bare 500. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error.validation) {
      const issue = error.validation[0] as ValidationIssue | undefined;
      const field = fieldOf(issue, error.validationContext);
      const message = field ? `Invalid ${field}: ${problemOf(issue)}` : error.message;
      return sendError(reply, 400, 'invalid_input', message, { field });
    }
    if (error instanceof DatabaseUnavailable) {
      request.log.warn({ reason: error.reason }, 'database unavailable');
      return sendError(
        reply,
        503,
        'service_unavailable',
        'The service is briefly unavailable. Please try again shortly.',
        { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS },
      );
    }
    if (error instanceof HttpError) {
      return sendError(reply, error.statusCode, error.code, error.message, error.details);
    }
    const status = error.statusCode ?? 500;
    // Content-type parser errors (malformed JSON, body too large, unsupported type) are the body's.
    if (status >= 400 && status < 500 && error.code?.startsWith('FST_ERR_CTP_')) {
      return sendError(reply, status, 'invalid_input', error.message, { field: 'body' });
    }
    if (status >= 400 && status < 500) {
      return sendError(reply, status, CODE_OF_STATUS[status] ?? 'invalid_input', error.message);
    }
    request.log.error({ err: error }, 'request failed');
    if (status === 503) {
      return sendError(
        reply,
        503,
        'service_unavailable',
        'The service is busy; please retry shortly.',
      );
    }
    return sendError(reply, 500, 'server_error', SERVER_ERROR_MESSAGE);
  });
}
