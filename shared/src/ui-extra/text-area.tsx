import { FieldFrame, useFieldIds, type FieldTextProps } from '@yoga/shared';
import type { ComponentPropsWithRef } from 'react';

export interface TextAreaProps
  extends Omit<ComponentPropsWithRef<'textarea'>, 'children'>, FieldTextProps {
  /** Classes for the field's wrapper (layout), not the text area. */
  className?: string;
}

/** A labelled text of several lines (a grievance, an answer to one); it grows downwards only. */
export function TextArea({
  label,
  hint,
  error,
  className,
  id: ownId,
  'aria-describedby': describedBy,
  rows = 4,
  ...props
}: TextAreaProps) {
  const { id, hintId, errorId, controlProps } = useFieldIds({ hint, error }, ownId, describedBy);
  return (
    <FieldFrame {...{ id, hintId, errorId, label, hint, error, className }}>
      <textarea
        {...props}
        {...controlProps}
        rows={rows}
        className="kit-field__control kit-text-area"
      />
    </FieldFrame>
  );
}
