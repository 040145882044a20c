import { nameProblemOf, printableName, type ApiProblem } from '@yoga/shared';

/** What the member typed, checked by the spec's name rule before anything is sent. */
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

/** The name as the card would print it while it is typed: spaces folded, nothing else changed. */
export function previewName(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}
