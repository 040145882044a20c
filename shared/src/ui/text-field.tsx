import type { ComponentPropsWithRef } from 'react';
import { FieldFrame, useFieldIds, type FieldTextProps } from './field';

export interface TextFieldProps
  extends Omit<ComponentPropsWithRef<'input'>, 'children'>, FieldTextProps {
  /** Classes for the field's wrapper (layout), not the input. */
  className?: string;
}

/** A labelled text input; every input prop (`inputMode`, `autoComplete`, `ref`…) reaches the input. */
export function TextField({
  label,
  hint,
  error,
  className,
  id: ownId,
  'aria-describedby': describedBy,
  type = 'text',
  ...props
}: TextFieldProps) {
  const { id, hintId, errorId, controlProps } = useFieldIds({ hint, error }, ownId, describedBy);
  return (
    <FieldFrame {...{ id, hintId, errorId, label, hint, error, className }}>
      <input {...props} {...controlProps} type={type} className="kit-field__control" />
    </FieldFrame>
  );
}
