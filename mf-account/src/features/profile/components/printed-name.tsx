import { Card, ErrorState, Skeleton } from '@yoga/shared';
import { Link } from 'react-router-dom';
import { useAccountCertificateStatusQuery } from '../api/printed-name-api';
import { useProfileT } from '../profile-catalogue';
import './profile.css';

/**
 * The name the member's certificate prints, with the way to its one self-service correction on
 * the certificate page (issue 26: the printed name belongs with the profile, one source).
 */
export function PrintedName({ memberId }: { memberId: number }) {
  const t = useProfileT();
  const status = useAccountCertificateStatusQuery(memberId);
  let body;
  if (status.isError) {
    body = (
      <ErrorState
        message={t('profile.printed.error')}
        onRetry={() => void status.refetch()}
        retrying={status.isFetching}
      />
    );
  } else if (!status.data) {
    body = (
      <>
        <p role="status">{t('profile.printed.loading')}</p>
        <Skeleton height="3rem" />
      </>
    );
  } else if (status.data.certificate) {
    body = (
      <>
        <p>{t('profile.printed.issued', { name: status.data.certificate.holder_name })}</p>
        <p>
          {status.data.corrections_left > 0
            ? t('profile.printed.correctionLeft')
            : t('profile.printed.noCorrection')}
        </p>
      </>
    );
  } else {
    body = <p>{t('profile.printed.notYet')}</p>;
  }
  return (
    <Card heading={t('profile.printed.title')}>
      {body}
      <Link className="profile-card__link" to="/certificate">
        {t('profile.printed.open')}
      </Link>
    </Card>
  );
}
