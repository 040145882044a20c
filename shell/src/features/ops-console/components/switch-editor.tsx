import { Button, ErrorState, Select, TextField } from '@yoga/shared';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useState, type FormEvent } from 'react';
import type { SwitchChange } from '../api/ops-remote-endpoints';
import { fromIndiaDateTimeLocal, toIndiaDateTimeLocal } from '../model/india-date-time';
import { useFormProblem } from '../model/use-form-problem';
import { useOpsConsoleT } from '../ops-console-catalogue';

interface SwitchState {
  enabled: boolean;
  activeFrom: string | null;
  activeUntil: string | null;
}

interface SwitchEditorProps {
  /** What is switched, as the button and the form name it ("mf-festivals", "/pledge"). */
  target: string;
  current: SwitchState;
  saving: boolean;
  error: FetchBaseQueryError | SerializedError | undefined;
  /** Resolves true once saved, which closes the form. */
  onSave: (change: SwitchChange) => Promise<boolean>;
}

/**
 * A remote's or a route's switch and window (India time), changed with a reason the audit log
 * keeps. Closed, it is one button; the form opens with the current values.
 */
export function SwitchEditor({ target, current, saving, error, onSave }: SwitchEditorProps) {
  const t = useOpsConsoleT();
  const [open, setOpen] = useState(false);
  const [enabled, setEnabled] = useState(current.enabled);
  const [from, setFrom] = useState(toIndiaDateTimeLocal(current.activeFrom));
  const [until, setUntil] = useState(toIndiaDateTimeLocal(current.activeUntil));
  const [reason, setReason] = useState('');
  const problem = useFormProblem(error, ['reason', 'activeFrom', 'activeUntil']);

  if (!open) {
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('opsConsole.remotes.change', { target })}
      </Button>
    );
  }
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await onSave({
      enabled,
      activeFrom: fromIndiaDateTimeLocal(from),
      activeUntil: fromIndiaDateTimeLocal(until),
      reason: reason.trim(),
    });
    if (saved) setOpen(false);
  };
  return (
    <form
      className="ops-form"
      onSubmit={(event) => void save(event)}
      aria-label={t('opsConsole.remotes.change', { target })}
      noValidate
    >
      <Select
        label={t('opsConsole.remotes.state', { target })}
        value={enabled ? 'on' : 'off'}
        onChange={(event) => setEnabled(event.target.value === 'on')}
      >
        <option value="on">{t('opsConsole.remotes.on')}</option>
        <option value="off">{t('opsConsole.remotes.off')}</option>
      </Select>
      <div className="ops-form__row">
        <TextField
          label={t('opsConsole.remotes.from')}
          type="datetime-local"
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          error={problem.of('activeFrom')}
        />
        <TextField
          label={t('opsConsole.remotes.until')}
          type="datetime-local"
          value={until}
          onChange={(event) => setUntil(event.target.value)}
          error={problem.of('activeUntil')}
        />
      </div>
      <TextField
        label={t('opsConsole.remotes.reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={problem.of('reason')}
        maxLength={300}
        required
      />
      {problem.whole && <ErrorState message={problem.whole} />}
      <div className="ops-form__actions">
        <Button type="submit" loading={saving}>
          {t('opsConsole.remotes.save')}
        </Button>
        <Button variant="secondary" onClick={() => setOpen(false)}>
          {t('opsConsole.people.cancel')}
        </Button>
      </div>
    </form>
  );
}
