import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { apiProblem, useProblemText } from '@yoga/shared';

/**
 * A form's API problem in words: beside the field it names (`of`), or for the whole form
 * (`whole`) when it names none of the form's fields.
 */
export function useFormProblem(
  error: FetchBaseQueryError | SerializedError | undefined,
  fields: readonly string[],
) {
  const problemText = useProblemText();
  const problem = apiProblem(error);
  const named = problem?.field !== undefined && fields.includes(problem.field);
  return {
    of: (field: string) => (problem && problem.field === field ? problemText(problem) : undefined),
    whole: problem && !named ? problemText(problem) : undefined,
  };
}
