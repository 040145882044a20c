import { Button, Card, ErrorState, Select, TextField } from '@yoga/shared';
import { parsePhone } from '@yoga/shared/domain';
import { TextArea } from '@yoga/shared/ui-extra';
import { useState, type FormEvent } from 'react';
import { useOpsBulkCorrectMutation } from '../api/ops-endpoints';
import { useFormProblem } from '../model/use-form-problem';
import { useOpsConsoleT } from '../ops-console-catalogue';

/**
 * The members named one per line, as the API takes them: a number written any usual way becomes
 * E.164 (an Indian one may lack +91), anything else is a link name; blanks and repeats go.
 */
export function namedMembers(text: string): string[] {
  const named = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => parsePhone(line, 'IN')?.e164 ?? line.toLowerCase());
  return [...new Set(named)];
}

/**
 * One session's attendance of many members at once (issue 28): a batch whose Zoom meeting failed,
 * a list from the teacher. One reason for all, each member's change audited and shown to them.
 */
export function BulkCorrections() {
  const t = useOpsConsoleT();
  const [list, setList] = useState('');
  const [day, setDay] = useState('');
  const [batch, setBatch] = useState('1');
  const [change, setChange] = useState<'mark' | 'unmark'>('mark');
  const [reason, setReason] = useState('');
  const [correct, saving] = useOpsBulkCorrectMutation();
  const problem = useFormProblem(saving.error, ['members', 'day', 'batch', 'reason']);
  const results = saving.data?.results;
  const refused = results?.filter((result) => result.outcome === 'refused') ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void correct({
      members: namedMembers(list),
      day: Number(day),
      batch: Number(batch),
      attended: change === 'mark',
      reason: reason.trim(),
    });
  };

  return (
    <Card heading={t('opsConsole.bulk.heading')}>
      <p>{t('opsConsole.bulk.intro')}</p>
      <form className="ops-form" onSubmit={submit} noValidate>
        <TextArea
          label={t('opsConsole.bulk.members')}
          hint={t('opsConsole.bulk.membersHint')}
          value={list}
          onChange={(event) => setList(event.target.value)}
          error={problem.of('members')}
          rows={6}
        />
        <div className="ops-form__row">
          <TextField
            label={t('opsConsole.bulk.day')}
            inputMode="numeric"
            value={day}
            onChange={(event) => setDay(event.target.value)}
            error={problem.of('day')}
          />
          <TextField
            label={t('opsConsole.bulk.batch')}
            inputMode="numeric"
            value={batch}
            onChange={(event) => setBatch(event.target.value)}
            error={problem.of('batch')}
          />
        </div>
        <Select
          label={t('opsConsole.bulk.change')}
          value={change}
          onChange={(event) => setChange(event.target.value as 'mark' | 'unmark')}
        >
          <option value="mark">{t('opsConsole.correction.mark')}</option>
          <option value="unmark">{t('opsConsole.correction.unmark')}</option>
        </Select>
        <TextField
          label={t('opsConsole.bulk.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={problem.of('reason')}
          maxLength={500}
        />
        {problem.whole && <ErrorState message={problem.whole} />}
        <Button type="submit" loading={saving.isLoading}>
          {t('opsConsole.bulk.submit')}
        </Button>
      </form>
      {results && (
        <div role="status" className="ops-form">
          <p>
            {t('opsConsole.bulk.done', {
              corrected: results.length - refused.length,
              refused: refused.length,
            })}
          </p>
          {refused.length > 0 && (
            <ul className="ops-attendance__days">
              {refused.map((result) => (
                <li key={result.member}>
                  {t('opsConsole.bulk.refused', {
                    member: result.member,
                    why: result.message ?? '',
                  })}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Card>
  );
}
