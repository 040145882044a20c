import { apiProblem, Card } from '@yoga/shared';
import type { CertificateStatus } from '@yoga/shared/models';
import { useCertificatesIssueMutation } from '../api/status-api';
import { useStatusT } from '../status-catalogue';
import { CertificateCard } from './certificate-card';
import { NameForm } from './name-form';

/**
 * The eligible member's step: the name to print (their own, when it can be printed as it is),
 * a live preview, and issuing once they confirm it.
 */
export function IssueForm({
  status,
  memberId,
  challenge,
  onIssued,
}: {
  status: CertificateStatus;
  memberId: number;
  /** A past challenge's certificate; the member's current one when left out. */
  challenge?: number;
  onIssued: () => void;
}) {
  const t = useStatusT();
  const [issue, issuing] = useCertificatesIssueMutation();
  const worldRecord = status.kind === 'world_record';

  const send = async (name: string) => {
    const result = await issue({
      leadid: memberId,
      kind: status.kind,
      name,
      ...(challenge ? { challenge } : {}),
    });
    if (!('error' in result)) onIssued();
  };

  return (
    <Card
      heading={worldRecord ? t('certStatus.ready.titleWorldRecord') : t('certStatus.ready.title')}
    >
      <p>{worldRecord ? t('certStatus.ready.textWorldRecord') : t('certStatus.ready.text')}</p>
      <NameForm
        initial={status.suggested_name}
        submitLabel={t('certStatus.issue.submit')}
        confirmTitle={t('certStatus.issue.confirmTitle')}
        confirmText={t('certStatus.issue.confirmText')}
        confirmLabel={t('certStatus.issue.confirm')}
        onConfirm={(name) => void send(name)}
        sending={issuing.isLoading}
        problem={apiProblem(issuing.error)}
        preview={(name) => (
          <CertificateCard
            preview
            kind={status.kind}
            name={name}
            challenge={status.challenge}
            daysAttended={status.days_attended}
            daysTotal={status.days_total}
            attemptDate={status.attempt_date}
          />
        )}
      />
    </Card>
  );
}
