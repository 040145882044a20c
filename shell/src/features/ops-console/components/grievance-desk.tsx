import { Badge, Button, Card, EmptyState, ErrorState, Spinner } from '@yoga/shared';
import { GRIEVANCE_TEXT_MAX_LENGTH, type GrievanceCategory } from '@yoga/shared/domain';
import { TextArea } from '@yoga/shared/ui-extra';
import { useState, type FormEvent } from 'react';
import {
  useOpsAnswerGrievanceMutation,
  useOpsOpenGrievancesQuery,
  type OpsGrievance,
} from '../api/ops-support-endpoints';
import { daysLeft } from '../model/days-left';
import { useFormProblem } from '../model/use-form-problem';
import { useInstantText } from '../model/use-instant-text';
import { useOpsConsoleT } from '../ops-console-catalogue';

// Ids spelled out in full, so the catalogue check finds each one used.
const CATEGORY_IDS = {
  personal_data: 'opsConsole.grievances.category.personalData',
  consent: 'opsConsole.grievances.category.consent',
  erasure: 'opsConsole.grievances.category.erasure',
  correction: 'opsConsole.grievances.category.correction',
  gifts: 'opsConsole.grievances.category.gifts',
  certificates: 'opsConsole.grievances.category.certificates',
  other: 'opsConsole.grievances.category.other',
} as const satisfies Record<GrievanceCategory, string>;

/** How near the 90-day deadline is: overdue, due within a week, or days to spare. */
function Deadline({ dueAt }: { dueAt: string }) {
  const t = useOpsConsoleT();
  const left = daysLeft(dueAt, new Date());
  if (left < 0) return <Badge tone="error">{t('opsConsole.grievances.overdue')}</Badge>;
  return (
    <Badge tone={left <= 7 ? 'accent' : 'neutral'}>
      {t('opsConsole.grievances.daysLeft', { days: left })}
    </Badge>
  );
}

function OpenGrievance({ grievance }: { grievance: OpsGrievance }) {
  const t = useOpsConsoleT();
  const when = useInstantText();
  const [answer, setAnswer] = useState('');
  const [send, sending] = useOpsAnswerGrievanceMutation();
  const problem = useFormProblem(sending.error, ['answer']);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send({ reference: grievance.reference, answer: answer.trim() });
  };
  return (
    <li className="ops-list__entry">
      <p>
        <strong>{grievance.reference}</strong> <Deadline dueAt={grievance.due_at} />
      </p>
      <p>
        {t('opsConsole.grievances.about', {
          category: t(CATEGORY_IDS[grievance.category as GrievanceCategory]),
          raised: when(grievance.created_at),
          due: when(grievance.due_at),
          member: grievance.lead_id,
        })}
      </p>
      <blockquote className="ops-grievance__text">{grievance.text}</blockquote>
      <form className="ops-form" onSubmit={submit} noValidate>
        <TextArea
          label={t('opsConsole.grievances.answer', { reference: grievance.reference })}
          hint={t('opsConsole.grievances.answerHint')}
          value={answer}
          onChange={(event) => setAnswer(event.target.value)}
          error={problem.of('answer')}
          maxLength={GRIEVANCE_TEXT_MAX_LENGTH}
          required
        />
        {problem.whole && <ErrorState message={problem.whole} />}
        <Button type="submit" loading={sending.isLoading}>
          {t('opsConsole.grievances.send', { reference: grievance.reference })}
        </Button>
      </form>
    </li>
  );
}

/**
 * Support's grievance desk (issue 28, spec's data-rights duties): every open grievance, the
 * nearest 90-day deadline first; the answer closes it and the member reads it in their account.
 */
export function GrievanceDesk() {
  const t = useOpsConsoleT();
  const read = useOpsOpenGrievancesQuery();
  let body;
  if (read.isLoading) body = <Spinner label={t('opsConsole.grievances.loading')} />;
  else if (!read.data) {
    body = (
      <ErrorState message={t('opsConsole.grievances.error')} onRetry={() => void read.refetch()} />
    );
  } else if (read.data.length === 0) {
    body = <EmptyState title={t('opsConsole.grievances.empty')} />;
  } else {
    body = (
      <ul className="ops-list">
        {read.data.map((grievance) => (
          <OpenGrievance key={grievance.reference} grievance={grievance} />
        ))}
      </ul>
    );
  }
  return (
    <Card heading={t('opsConsole.grievances.heading')}>
      <p>{t('opsConsole.grievances.intro')}</p>
      {body}
    </Card>
  );
}
