import { ErrorState, Spinner, type Catalogue } from '@yoga/shared';
import { extraCatalogue } from '@yoga/shared/ui-extra';
import type { CertificateKind } from '@yoga/shared/models';
import { Link, Navigate } from 'react-router-dom';
import { CertificateDownloads } from '../../features/certificate-share/components/certificate-downloads';
import { CertificateShare } from '../../features/certificate-share/components/certificate-share';
import { shareCatalogue } from '../../features/certificate-share/share-catalogue';
import { IssuedCertificateCard } from '../../features/certificate-status/components/certificate-card';
import { statusCatalogue } from '../../features/certificate-status/status-catalogue';
import { useCertificatesT } from '../../locales/certificates-catalogue';
import { KIND_PATHS } from '../kind-paths';
import type { CertificatePageState } from './certificate-page';
import { MemberPage, NotEnrolled, type Member } from './member-page';
import { useMemberStatus } from './use-member-status';

/** Every catalogue the page shows at once, loaded before it renders. */
export const PAGE_CATALOGUES: Catalogue[] = [statusCatalogue, shareCatalogue, extraCatalogue];

function Downloads({ member, kind }: { member: Member; kind: CertificateKind }) {
  const t = useCertificatesT();
  const read = useMemberStatus(member.id, kind);
  if (read.isLoading) return <Spinner label={t('certificates.status.loading')} />;
  if (read.notEnrolled) return <NotEnrolled />;
  if (!read.data) {
    return (
      <ErrorState
        message={t('certificates.status.error')}
        onRetry={() => void read.refetch()}
        retrying={read.isFetching}
      />
    );
  }
  const certificate = read.data.certificate;
  if (read.data.status !== 'issued' || !certificate) {
    // Nothing to download (yet, or any more): the certificate page says why and what to do.
    const state: CertificatePageState = { notice: 'nothingToDownload' };
    return <Navigate to={KIND_PATHS[kind]} replace state={state} />;
  }
  return (
    <div className="download-page">
      <CertificateDownloads certificate={certificate} large />
      <CertificateShare certificate={certificate} />
      <div className="download-page__card">
        <IssuedCertificateCard certificate={certificate} />
      </div>
      <p>
        <Link to={KIND_PATHS[kind]}>{t('certificates.download.back')}</Link>
      </p>
    </div>
  );
}

/** `/certificate/download` and `/wr-certificate/download`: the files, big, and the share row. */
export default function DownloadPage({ kind }: { kind: CertificateKind }) {
  const t = useCertificatesT();
  return (
    <MemberPage
      title={
        kind === 'world_record'
          ? t('certificates.title.downloadWorldRecord')
          : t('certificates.title.download')
      }
    >
      {(member) => <Downloads member={member} kind={kind} />}
    </MemberPage>
  );
}
