import { NAME_MESSAGES, checkName, normaliseName, type NameProblem } from '@yoga/shared/domain';
import type { ApiErrorCode } from '@yoga/shared/models';
import { HttpError } from '../http/errors';

const NAME_CODES: Record<NameProblem, ApiErrorCode> = {
  empty: 'name_empty',
  'too-long': 'name_too_long',
  'not-letters': 'name_not_letters',
};

/**
 * A name by the spec's rule, tidied; else a 400 with the problem's code, naming `field` (a
 * child's first name is checked by the same rule).
 */
export function acceptedName(value: string, field = 'name'): string {
  const problem = checkName(value);
  if (problem) {
    throw new HttpError(400, NAME_CODES[problem], NAME_MESSAGES[problem], { field });
  }
  return normaliseName(value);
}
