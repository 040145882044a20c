import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { ApiErrorBody } from '@yoga/shared';

/** What a member is told of a failed call: the API's error body without its status line. */
export type ApiProblem = Omit<ApiErrorBody, 'statusCode' | 'error'>;

const OFFLINE = 'We could not reach the server. Please check your connection and try again.';

/** The API's own message for a failed call (it is written for members), or a plain fallback. */
export function apiProblem(
  error: FetchBaseQueryError | SerializedError | undefined,
): ApiProblem | null {
  if (!error) return null;
  if ('status' in error && typeof error.status === 'number') {
    const body = error.data as Partial<ApiProblem> | undefined;
    if (body && typeof body.message === 'string' && error.status < 500) return body as ApiProblem;
    if (error.status === 503 && body?.message) return body as ApiProblem;
    return { message: 'Something went wrong on our side. Please try again in a moment.' };
  }
  return { message: OFFLINE };
}
