import { Button, Card, ErrorState } from '@yoga/shared';
import { parsePhone } from '@yoga/shared/domain';
import { TextArea } from '@yoga/shared/ui-extra';
import { useState, type FormEvent } from 'react';
import { useOpsBulkCorrectMutation } from '../api/ops-endpoints';
import { useFormProblem } from '../model/use-form-problem';
import { useOpsConsoleT } from '../ops-console-catalogue';
import { changeRequest, FRESH_CHANGE, SessionChangeFields } from './session-change-fields';

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
  const [value, setValue] = useState(FRESH_CHANGE);
  const [correct, saving] = useOpsBulkCorrectMutation();
  const problem = useFormProblem(saving.error, ['members', 'day', 'batch', 'reason']);
  const results = saving.data?.results;
  const refused = results?.filter((result) => result.outcome === 'refused') ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void correct({ members: namedMembers(list), ...changeRequest(value) });
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
        <SessionChangeFields value={value} onChange={setValue} problem={problem} for="many" />
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
