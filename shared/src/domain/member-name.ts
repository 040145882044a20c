/** Spec section 5: a name has only letters and spaces (any script, so Hindi names work too). */
const LETTERS_AND_SPACES = /^[\p{L}\p{M}]+(?: [\p{L}\p{M}]+)*$/u;

export const NAME_MAX_LENGTH = 60;

export type NameProblem = 'empty' | 'too-long' | 'not-letters';

export const NAME_MESSAGES: Record<NameProblem, string> = {
  empty: 'Please enter your name.',
  'too-long': `Please keep your name under ${NAME_MAX_LENGTH} characters.`,
  'not-letters': 'Your name can only have letters and spaces.',
};

/** Trims and folds runs of spaces, so "  Asha   Verma " is stored as "Asha Verma". */
export function normaliseName(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

export function checkName(value: string): NameProblem | null {
  const name = normaliseName(value);
  if (name.length === 0) return 'empty';
  if (name.length > NAME_MAX_LENGTH) return 'too-long';
  if (!LETTERS_AND_SPACES.test(name)) return 'not-letters';
  return null;
}
