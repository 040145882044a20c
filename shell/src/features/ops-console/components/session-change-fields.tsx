import { Select, TextField } from '@yoga/shared';
import type { useFormProblem } from '../model/use-form-problem';
import { useOpsConsoleT } from '../ops-console-catalogue';

/** One session's attendance to change, as typed: which day and batch, marked or not, and why. */
export interface SessionChange {
  day: string;
  batch: string;
  change: 'mark' | 'unmark';
  reason: string;
}

export const FRESH_CHANGE: SessionChange = { day: '', batch: '1', change: 'mark', reason: '' };

/** The change as the API takes it. */
export const changeRequest = ({ day, batch, change, reason }: SessionChange) => ({
  day: Number(day),
  batch: Number(batch),
  attended: change === 'mark',
  reason: reason.trim(),
});

/** The labels of one form's fields: one member's correction, or everyone's on a list. */
const LABELS = {
  one: {
    day: 'opsConsole.correction.day',
    batch: 'opsConsole.correction.batch',
    change: 'opsConsole.correction.change',
    reason: 'opsConsole.correction.reason',
  },
  many: {
    day: 'opsConsole.bulk.day',
    batch: 'opsConsole.bulk.batch',
    change: 'opsConsole.bulk.change',
    reason: 'opsConsole.bulk.reason',
  },
} as const;

interface SessionChangeFieldsProps {
  value: SessionChange;
  onChange: (value: SessionChange) => void;
  problem: ReturnType<typeof useFormProblem>;
  for: keyof typeof LABELS;
}

/** Day, batch, mark or remove, and the reason the member reads: a correction's fields. */
export function SessionChangeFields({
  value,
  onChange,
  problem,
  for: whom,
}: SessionChangeFieldsProps) {
  const t = useOpsConsoleT();
  const labels = LABELS[whom];
  const set = (field: keyof SessionChange) => (event: { target: { value: string } }) =>
    onChange({ ...value, [field]: event.target.value });
  return (
    <>
      <div className="ops-form__row">
        <TextField
          label={t(labels.day)}
          inputMode="numeric"
          value={value.day}
          onChange={set('day')}
          error={problem.of('day')}
          required
        />
        <TextField
          label={t(labels.batch)}
          inputMode="numeric"
          value={value.batch}
          onChange={set('batch')}
          error={problem.of('batch')}
          required
        />
      </div>
      <Select label={t(labels.change)} value={value.change} onChange={set('change')}>
        <option value="mark">{t('opsConsole.correction.mark')}</option>
        <option value="unmark">{t('opsConsole.correction.unmark')}</option>
      </Select>
      <TextField
        label={t(labels.reason)}
        value={value.reason}
        onChange={set('reason')}
        error={problem.of('reason')}
        maxLength={500}
        required
      />
    </>
  );
}
