import { useId, type ReactNode } from 'react';

export interface FieldTextProps {
  /** The visible label; it is also the control's accessible name. */
  label: ReactNode;
  /** Guidance shown under the label, read with the control. */
  hint?: ReactNode;
  /** What is wrong with the value; announced when it appears and marks the control invalid. */
  error?: ReactNode;
}

/** Ids and ARIA wiring shared by the kit's form controls. */
export function useFieldIds(
  { hint, error }: Pick<FieldTextProps, 'hint' | 'error'>,
  ownId: string | undefined,
  describedBy: string | undefined,
) {
  const generated = useId();
  const id = ownId ?? generated;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const described = [describedBy, hintId, errorId].filter(Boolean).join(' ');
  return {
    id,
    hintId,
    errorId,
    controlProps: {
      id,
      'aria-describedby': described || undefined,
      'aria-invalid': error ? (true as const) : undefined,
    },
  };
}

/** Label, hint and error around one control, in the order a screen reader and an eye meet them. */
export function FieldFrame({
  id,
  hintId,
  errorId,
  label,
  hint,
  error,
  className,
  children,
}: FieldTextProps & {
  id: string;
  hintId: string | undefined;
  errorId: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ? `kit-field ${className}` : 'kit-field'}>
      <label className="kit-field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className="kit-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {children}
      {/* role=alert: the message is read out as soon as it appears, without moving focus. */}
      {error && (
        <p className="kit-field__error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
