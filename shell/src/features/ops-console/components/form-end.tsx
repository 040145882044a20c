import { Button, ErrorState, TextField } from '@yoga/shared';
import type { BoundField } from '../model/form-fields';
import { useOpsConsoleT } from '../ops-console-catalogue';

interface FormEndProps {
  /** The reason's field, bound, where the change's log keeps why it was made. */
  reason?: BoundField & { label: string };
  /** A problem naming none of the form's fields, for the whole form. */
  problem?: string;
  saveLabel: string;
  saving: boolean;
  onCancel: () => void;
}

/** How a console form that writes something ends: the reason, a problem, Save and Cancel. */
export function FormEnd({ reason, problem, saveLabel, saving, onCancel }: FormEndProps) {
  const t = useOpsConsoleT();
  return (
    <>
      {reason && <TextField maxLength={300} required {...reason} />}
      {problem && <ErrorState message={problem} />}
      <div className="ops-form__actions">
        <Button type="submit" loading={saving}>
          {saveLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('opsConsole.people.cancel')}
        </Button>
      </div>
    </>
  );
}
