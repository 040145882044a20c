import { Button, ButtonLink } from '@yoga/shared';
import { useState } from 'react';
import { useOpsMemberQuery, useOpsRevealPhoneMutation } from '../api/ops-endpoints';
import { useFormProblem } from '../model/use-form-problem';
import { useOpsConsoleT } from '../ops-console-catalogue';
import { ReasonForm } from './reason-form';

/**
 * The member support are looking at: their name and masked number, and the whole number only
 * with a reason the member will read (issue 28).
 */
export function MemberContact({ slug }: { slug: string }) {
  const t = useOpsConsoleT();
  const member = useOpsMemberQuery(slug);
  const [asking, setAsking] = useState(false);
  const [reveal, revealing] = useOpsRevealPhoneMutation();
  const problem = useFormProblem(revealing.error, ['reason']);
  if (!member.data) return null;
  const { id, name, phone_number: masked } = member.data;
  const whole = revealing.data?.phone_number;

  return (
    <div className="ops-form">
      <p>
        <strong>{t('opsConsole.member.line', { name, phone: whole ?? masked })}</strong>
      </p>
      {whole ? (
        <ButtonLink variant="secondary" href={`tel:${whole}`}>
          {t('opsConsole.member.call', { phone: whole })}
        </ButtonLink>
      ) : asking ? (
        <ReasonForm
          label={t('opsConsole.member.revealReason')}
          submitLabel={t('opsConsole.member.revealSubmit')}
          loading={revealing.isLoading}
          reasonProblem={problem.of('reason')}
          problem={problem.whole}
          onSubmit={(reason) => void reveal({ id, reason })}
        />
      ) : (
        <Button variant="secondary" onClick={() => setAsking(true)}>
          {t('opsConsole.member.reveal')}
        </Button>
      )}
    </div>
  );
}
