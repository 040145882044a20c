import { Badge, Button, ErrorState, Spinner, TextField } from '@yoga/shared';
import { useState, type FormEvent } from 'react';
import {
  useOpsCertificateQuery,
  useOpsCorrectCertificateMutation,
  useOpsRevokeCertificateMutation,
} from '../api/ops-endpoints';
import { useFormProblem } from '../model/use-form-problem';
import { useOpsConsoleT } from '../ops-console-catalogue';
import { ReasonForm } from './reason-form';

type Action = 'correct' | 'revoke' | null;

/** A new printed name, with the reason the member reads. */
function CorrectionForm({
  id,
  holder,
  onDone,
}: {
  id: string;
  holder: string;
  onDone: () => void;
}) {
  const t = useOpsConsoleT();
  const [name, setName] = useState(holder);
  const [reason, setReason] = useState('');
  const [correct, saving] = useOpsCorrectCertificateMutation();
  const problem = useFormProblem(saving.error, ['name', 'reason']);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await correct({ id, name: name.trim(), reason: reason.trim() });
    if ('data' in saved) onDone();
  };
  return (
    <form className="ops-form" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={t('opsConsole.certificate.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={problem.of('name')}
        maxLength={200}
      />
      <TextField
        label={t('opsConsole.certificate.correctReason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={problem.of('reason')}
        maxLength={500}
      />
      {problem.whole && <ErrorState message={problem.whole} />}
      <div className="ops-form__actions">
        <Button type="submit" loading={saving.isLoading}>
          {t('opsConsole.certificate.saveName')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('opsConsole.people.cancel')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The member's certificate as support see it (issue 28): where it stands, and for an issued one
 * the printed name corrected or the certificate withdrawn, each with the reason the member and
 * its public page show.
 */
export function MemberCertificate({ memberId }: { memberId: number }) {
  const t = useOpsConsoleT();
  const [action, setAction] = useState<Action>(null);
  const read = useOpsCertificateQuery(memberId);
  const [revoke, revoking] = useOpsRevokeCertificateMutation();
  const revokeProblem = useFormProblem(revoking.error, ['reason']);
  if (read.isLoading) return <Spinner label={t('opsConsole.certificate.loading')} />;
  // A member in no challenge has no certificate to speak of; the attendance says so already.
  if (!read.data) return null;
  const { status, certificate, days_attended: attended, days_needed: needed } = read.data;
  return (
    <section className="ops-remote__part" aria-label={t('opsConsole.certificate.heading')}>
      <h3>{t('opsConsole.certificate.heading')}</h3>
      <p>
        <Badge tone={status === 'issued' ? 'success' : status === 'revoked' ? 'error' : 'neutral'}>
          {t(
            status === 'issued'
              ? 'opsConsole.certificate.issued'
              : status === 'revoked'
                ? 'opsConsole.certificate.revoked'
                : status === 'eligible'
                  ? 'opsConsole.certificate.eligible'
                  : 'opsConsole.certificate.notEligible',
          )}
        </Badge>{' '}
        {t('opsConsole.certificate.days', { attended, needed })}
      </p>
      {certificate && (
        <p>
          {t('opsConsole.certificate.printed', {
            name: certificate.holder_name,
            id: certificate.id,
          })}
        </p>
      )}
      {certificate?.revoked_reason && (
        <p>{t('opsConsole.certificate.revokedBecause', { reason: certificate.revoked_reason })}</p>
      )}
      {certificate && status === 'issued' && action === 'correct' && (
        <CorrectionForm
          id={certificate.id}
          holder={certificate.holder_name}
          onDone={() => setAction(null)}
        />
      )}
      {certificate && status === 'issued' && action === 'revoke' && (
        <ReasonForm
          label={t('opsConsole.certificate.revokeReason')}
          submitLabel={t('opsConsole.certificate.revoke')}
          loading={revoking.isLoading}
          reasonProblem={revokeProblem.of('reason')}
          problem={revokeProblem.whole}
          onSubmit={(reason) => void revoke({ id: certificate.id, reason })}
          cancel={
            <Button variant="secondary" onClick={() => setAction(null)}>
              {t('opsConsole.people.cancel')}
            </Button>
          }
        />
      )}
      {certificate && status === 'issued' && action === null && (
        <div className="ops-form__actions">
          <Button variant="secondary" onClick={() => setAction('correct')}>
            {t('opsConsole.certificate.correct')}
          </Button>
          <Button variant="secondary" onClick={() => setAction('revoke')}>
            {t('opsConsole.certificate.revoke')}
          </Button>
        </div>
      )}
    </section>
  );
}
