import { Button, ErrorState, TextField } from '@yoga/shared';
import { useState, type FormEvent, type ReactNode } from 'react';

interface ReasonFormProps {
  /** The reason field's label: what the reason is for, and who reads it. */
  label: string;
  submitLabel: string;
  loading: boolean;
  /** A problem with the reason itself, beside the field. */
  reasonProblem?: string;
  /** Any other problem, under the form. */
  problem?: string;
  onSubmit: (reason: string) => void;
  /** A way out (Cancel) beside the submit button, when the form was asked for. */
  cancel?: ReactNode;
}

/** An ops action that takes a reason before it happens (removing a person, showing a number). */
export function ReasonForm({
  label,
  submitLabel,
  loading,
  reasonProblem,
  problem,
  onSubmit,
  cancel,
}: ReasonFormProps) {
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(reason.trim());
  };
  return (
    <form className="ops-form" onSubmit={submit} noValidate>
      <TextField
        label={label}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={reasonProblem}
        required
      />
      {problem && <ErrorState message={problem} />}
      <div className="ops-form__actions">
        <Button type="submit" loading={loading}>
          {submitLabel}
        </Button>
        {cancel}
      </div>
    </form>
  );
}
