import type { ApiProblem } from '../api/api-error-message';
import './form-problem.css';

/** The message of a failed request, announced to screen readers. */
export function FormProblem({ problem, id }: { problem: ApiProblem | null; id?: string }) {
  if (!problem) return null;
  return (
    <p id={id} className="form-card__error" role="alert">
      {problem.message}
    </p>
  );
}
