import { Button, ErrorState } from '@yoga/shared';
import type { ReactNode } from 'react';

interface RowFieldsProps<Row> {
  legend: string;
  rows: readonly Row[];
  onChange: (rows: Row[]) => void;
  /** A new row's fields, as "Add" starts it. */
  blank: Row;
  /** The most rows the API takes. */
  max: number;
  addLabel: string;
  /** The remove button's name, for the row at this place (1, 2, 3…). */
  removeLabel: (place: number) => string;
  /** A problem with the list as a whole (none given), under it. */
  problem?: string;
  /** One row's fields, given its place and a way to change some of them. */
  children: (row: Row, place: number, change: (fields: Partial<Row>) => void) => ReactNode;
}

/**
 * A list of alike rows in a form (a recipe's ingredients, its steps), each removable, and one
 * more added at the end. The API wants at least one, so the last row cannot be removed.
 */
export function RowFields<Row>({
  legend,
  rows,
  onChange,
  blank,
  max,
  addLabel,
  removeLabel,
  problem,
  children,
}: RowFieldsProps<Row>) {
  const change = (index: number) => (fields: Partial<Row>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...fields } : row)));
  return (
    <fieldset className="ops-rows">
      <legend>{legend}</legend>
      {rows.map((row, index) => (
        // Rows have no id of their own; every field is controlled, so a row keeps its values.
        <div key={index} className="ops-rows__row">
          {children(row, index + 1, change(index))}
          {rows.length > 1 && (
            <Button
              variant="secondary"
              onClick={() => onChange(rows.filter((_, at) => at !== index))}
            >
              {removeLabel(index + 1)}
            </Button>
          )}
        </div>
      ))}
      {problem && <ErrorState message={problem} />}
      {rows.length < max && (
        <Button variant="secondary" onClick={() => onChange([...rows, blank])}>
          {addLabel}
        </Button>
      )}
    </fieldset>
  );
}
