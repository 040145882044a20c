import { apiProblem, Button } from '@yoga/shared';
import type { CertificateStatus } from '@yoga/shared/models';
import { useId, useState } from 'react';
import { useCertificatesCorrectMutation } from '../api/status-api';
import { useStatusT } from '../status-catalogue';
import { NameForm } from './name-form';
import { SupportLine } from './support-line';
import './status.css';

/**
 * "Correct my name": the member's one correction (a new certificate replaces the old one), or,
 * once it is used, who can still correct it.
 */
export function CorrectionSection({
  status,
  memberId,
  challenge,
  supportPhone,
  onCorrected,
}: {
  status: CertificateStatus;
  memberId: number;
  /** A past challenge's certificate; the member's current one when left out. */
  challenge?: number;
  supportPhone: string;
  onCorrected: () => void;
}) {
  const t = useStatusT();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [correct, correcting] = useCertificatesCorrectMutation();
  const certificate = status.certificate;
  if (!certificate) return null;

  const send = async (name: string) => {
    const result = await correct({
      leadid: memberId,
      kind: status.kind,
      name,
      ...(challenge ? { challenge } : {}),
    });
    if (!('error' in result)) {
      setOpen(false);
      onCorrected();
    }
  };

  return (
    <section className="correction" aria-labelledby={headingId}>
      <h2 id={headingId} className="correction__title">
        {t('certStatus.correct.title')}
      </h2>
      {status.corrections_left > 0 ? (
        open ? (
          <NameForm
            initial={certificate.holder_name}
            submitLabel={t('certStatus.correct.submit')}
            confirmTitle={t('certStatus.correct.confirmTitle')}
            confirmText={t('certStatus.correct.confirmText')}
            confirmLabel={t('certStatus.correct.confirm')}
            onConfirm={(name) => void send(name)}
            sending={correcting.isLoading}
            problem={apiProblem(correcting.error)}
            onCancel={() => setOpen(false)}
          />
        ) : (
          <>
            <p>{t('certStatus.correct.text')}</p>
            <Button variant="secondary" onClick={() => setOpen(true)}>
              {t('certStatus.correct.open')}
            </Button>
          </>
        )
      ) : (
        <>
          <p>{t('certStatus.correct.used')}</p>
          <SupportLine phone={supportPhone} id="certStatus.correct.support" />
        </>
      )}
    </section>
  );
}
