import { Button, ButtonLink, ErrorState, TextField } from '@yoga/shared';
import { useState, type FormEvent } from 'react';
import { useOpsMemberQuery, useOpsRevealPhoneMutation } from '../api/ops-endpoints';
import { useFormProblem } from '../model/use-form-problem';
import { useOpsConsoleT } from '../ops-console-catalogue';

/**
 * The member support are looking at: their name and masked number, and the whole number only
 * with a reason the member will read (issue 28).
 */
export function MemberContact({ slug }: { slug: string }) {
  const t = useOpsConsoleT();
  const member = useOpsMemberQuery(slug);
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [reveal, revealing] = useOpsRevealPhoneMutation();
  const problem = useFormProblem(revealing.error, ['reason']);
  if (!member.data) return null;
  const { id, name, phone_number: masked } = member.data;
  const whole = revealing.data?.phone_number;

  const show = async (event: FormEvent) => {
    event.preventDefault();
    await reveal({ id, reason: reason.trim() });
  };

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
        <form className="ops-form" onSubmit={show} noValidate>
          <TextField
            label={t('opsConsole.member.revealReason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={problem.of('reason')}
            required
          />
          {problem.whole && <ErrorState message={problem.whole} />}
          <Button type="submit" loading={revealing.isLoading}>
            {t('opsConsole.member.revealSubmit')}
          </Button>
        </form>
      ) : (
        <Button variant="secondary" onClick={() => setAsking(true)}>
          {t('opsConsole.member.reveal')}
        </Button>
      )}
    </div>
  );
}
