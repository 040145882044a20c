import type { ComponentPropsWithRef } from 'react';
import { FieldFrame, useFieldIds, type FieldTextProps } from './field';

export interface SelectProps extends ComponentPropsWithRef<'select'>, FieldTextProps {
  /** Classes for the field's wrapper (layout), not the select. */
  className?: string;
}

/** A labelled native select (the phone's own picker); pass `<option>`s as children. */
export function Select({
  label,
  hint,
  error,
  className,
  id: ownId,
  'aria-describedby': describedBy,
  children,
  ...props
}: SelectProps) {
  const { id, hintId, errorId, controlProps } = useFieldIds({ hint, error }, ownId, describedBy);
  return (
    <FieldFrame {...{ id, hintId, errorId, label, hint, error, className }}>
      <select
        {...props}
        {...controlProps}
        className="kit-field__control kit-field__control--select"
      >
        {children}
      </select>
    </FieldFrame>
  );
}
