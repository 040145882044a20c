import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { printableName } from '../domain/certificate-rules';
import { NAME_MESSAGES, type NameProblem } from '../domain/member-name';
import { PHONE_MESSAGE } from '../domain/phone-countries';
import type { ApiErrorBody } from '../models/challenge';

/**
 * What a member is told of a failed call: the API's error body without its status line. `code`
 * picks the translated text (`useProblemText`); `message` is the server's English, the fallback.
 * `offline` is the browser's own code for a call that got no answer.
 */
export type ApiProblem = Omit<ApiErrorBody, 'statusCode' | 'error' | 'code'> & {
  code?: NonNullable<ApiErrorBody['code']> | 'offline';
};

export const OFFLINE_PROBLEM: ApiProblem = {
  code: 'offline',
  message: 'We could not reach the server. Please check your connection and try again.',
};
const SERVER_ERROR: ApiProblem = {
  code: 'server_error',
  message: 'Something went wrong on our side. Please try again in a moment.',
};

/** The API's own problem for a failed call (it is written for members), or a plain fallback. */
export function apiProblem(
  error: FetchBaseQueryError | SerializedError | undefined,
): ApiProblem | null {
  if (!error) return null;
  if ('status' in error && typeof error.status === 'number') {
    const body = error.data as Partial<ApiProblem> | undefined;
    if (body && typeof body.message === 'string' && error.status < 500) return body as ApiProblem;
    if (error.status === 503 && body?.message) return body as ApiProblem;
    return SERVER_ERROR;
  }
  return OFFLINE_PROBLEM;
}

/** The browser's own check of a phone number, worded as the server words the same refusal. */
export const PHONE_PROBLEM: ApiProblem = {
  code: 'phone_invalid',
  field: 'phone_number',
  message: PHONE_MESSAGE,
};

const NAME_PROBLEM_CODES = {
  empty: 'name_empty',
  'too-long': 'name_too_long',
  'not-letters': 'name_not_letters',
} as const satisfies Record<NameProblem, ApiProblem['code']>;

/** The browser's own check of a name, worded as the server words the same refusal. */
export function nameProblemOf(problem: NameProblem): ApiProblem {
  return { code: NAME_PROBLEM_CODES[problem], field: 'name', message: NAME_MESSAGES[problem] };
}

/** A name typed to be printed (a certificate, a poster, a pledge), checked before it is sent. */
export type PrintedName = { name: string; problem: null } | { name: null; problem: ApiProblem };

/**
 * The name to print, tidied (single spaces), or the problem worded as the server words the same
 * refusal, so the page shows the shared problem text in the member's language.
 */
export function checkPrintedName(value: string): PrintedName {
  const checked = printableName(value);
  return checked.problem === null
    ? { name: checked.name, problem: null }
    : { name: null, problem: nameProblemOf(checked.problem) };
}
