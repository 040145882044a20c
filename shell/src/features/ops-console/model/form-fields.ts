import type { Dispatch, SetStateAction } from 'react';
import type { useFormProblem } from './use-form-problem';

/** A kit field's value, change handler and problem, as `bindFields` gives them. */
export interface BoundField {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error: string | undefined;
}

/**
 * A form's text fields kept as typed, one string each: `field(name)` gives a kit field its value,
 * its change handler and the API's problem with it, so a form spreads one call per field.
 */
export function bindFields<Name extends string>(
  values: Record<Name, string>,
  setValues: Dispatch<SetStateAction<Record<Name, string>>>,
  problem: ReturnType<typeof useFormProblem>,
) {
  return (name: Name): BoundField => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((before) => ({ ...before, [name]: event.target.value })),
    error: problem.of(name),
  });
}

/** A number or text as a field shows it; none is an empty field. */
export const fieldText = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** An optional field's text as the API takes it: trimmed, and null when left empty. */
export const orNull = (value: string) => value.trim() || null;

/** Each row's fields as the API names them in a problem: `ingredients.2.quantity`. */
export const rowFields = (list: string, rows: readonly object[], keys: readonly string[]) =>
  rows.flatMap((_, index) => keys.map((key) => `${list}.${index}.${key}`));
