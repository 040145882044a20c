import { KIDS_CAMP_AGES, checkChildAge, checkName } from '@yoga/shared/domain';

export interface ChildDraft {
  firstName: string;
  /** The chosen age as the select holds it; '' until one is chosen. */
  age: string;
  batch: string;
}

export type ChildProblem = 'nameEmpty' | 'nameTooLong' | 'nameLetters' | 'age' | 'batch';

export type ChildProblems = Partial<Record<'firstName' | 'age' | 'batch', ChildProblem>>;

/** The ages offered, youngest first. */
export const CHILD_AGES = Array.from(
  { length: KIDS_CAMP_AGES.max - KIDS_CAMP_AGES.min + 1 },
  (_, index) => KIDS_CAMP_AGES.min + index,
);

const NAME_PROBLEMS = {
  empty: 'nameEmpty',
  'too-long': 'nameTooLong',
  'not-letters': 'nameLetters',
} as const;

/** What stops the draft being sent, by field: the API's own rules, checked before a code is asked. */
export function childProblems(draft: ChildDraft, batches: readonly string[]): ChildProblems {
  const problems: ChildProblems = {};
  const name = checkName(draft.firstName);
  if (name) problems.firstName = NAME_PROBLEMS[name];
  if (draft.age === '' || checkChildAge(Number(draft.age)) !== null) problems.age = 'age';
  if (!batches.includes(draft.batch)) problems.batch = 'batch';
  return problems;
}
