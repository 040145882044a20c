import { useProblemText, type ApiProblem } from '@yoga/shared';
import './form-problem.css';

/** The message of a failed request, in the page's language, announced to screen readers. */
export function FormProblem({ problem, id }: { problem: ApiProblem | null; id?: string }) {
  const problemText = useProblemText();
  if (!problem) return null;
  return (
    <p id={id} className="form-card__error" role="alert">
      {problemText(problem)}
    </p>
  );
}
