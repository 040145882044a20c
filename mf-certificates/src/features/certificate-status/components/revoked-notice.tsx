import { Card } from '@yoga/shared';
import type { CertificateStatus } from '@yoga/shared/models';
import { useStatusT } from '../status-catalogue';
import { SupportLine } from './support-line';
import './status.css';

/** A certificate ops withdrew: said plainly, with their reason and whom to call. */
export function RevokedNotice({
  status,
  supportPhone,
}: {
  status: CertificateStatus;
  supportPhone: string;
}) {
  const t = useStatusT();
  const reason = status.certificate?.revoked_reason;
  return (
    <Card heading={t('certStatus.revoked.title')}>
      <div className="cert-status">
        <p>{t('certStatus.revoked.text')}</p>
        {reason && (
          <p className="cert-status__reason">{t('certStatus.revoked.reason', { reason })}</p>
        )}
        <SupportLine phone={supportPhone} />
      </div>
    </Card>
  );
}
