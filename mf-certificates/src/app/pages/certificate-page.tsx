import { Card, ErrorState, Spinner, type Catalogue, supportContact } from '@yoga/shared';
import { extraCatalogue } from '@yoga/shared/ui-extra';
import type { CertificateKind, CertificateStatus } from '@yoga/shared/models';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { CertificateDownloads } from '../../features/certificate-share/components/certificate-downloads';
import { CertificateShare } from '../../features/certificate-share/components/certificate-share';
import { shareCatalogue } from '../../features/certificate-share/share-catalogue';
import { IssuedCertificateCard } from '../../features/certificate-status/components/certificate-card';
import { CorrectionSection } from '../../features/certificate-status/components/correction-form';
import { EligibilityProgress } from '../../features/certificate-status/components/eligibility-progress';
import { IssueForm } from '../../features/certificate-status/components/issue-form';
import { RevokedNotice } from '../../features/certificate-status/components/revoked-notice';
import { statusCatalogue } from '../../features/certificate-status/status-catalogue';
import { useCertificatesT } from '../../locales/certificates-catalogue';
import { MemberPage, NotEnrolled, type Member } from './member-page';
import { useChallengeParam, useMemberStatus } from './use-member-status';

/** Every catalogue the page shows at once, loaded before it renders. */
export const PAGE_CATALOGUES: Catalogue[] = [statusCatalogue, shareCatalogue, extraCatalogue];

/** What the download page says when it sends a member here. */
export interface CertificatePageState {
  notice?: 'nothingToDownload';
}

function Issued({
  status,
  member,
  onCorrected,
}: {
  status: CertificateStatus;
  member: Member;
  onCorrected: () => void;
}) {
  const t = useCertificatesT();
  const challenge = useChallengeParam();
  const certificate = status.certificate;
  if (!certificate) return null;
  return (
    <div className="member-page__columns">
      <div className="member-page__column">
        <IssuedCertificateCard certificate={certificate} />
        <div className="certificate-page__public">
          <Link to={`/certificate/${encodeURIComponent(certificate.id)}`}>
            {t('certificates.issued.publicPage')}
          </Link>
          <p>{t('certificates.issued.publicHint')}</p>
        </div>
      </div>
      <div className="member-page__column">
        <Card heading={t('certificates.issued.downloadTitle')}>
          <CertificateDownloads certificate={certificate} />
        </Card>
        <Card>
          <CertificateShare certificate={certificate} />
        </Card>
        <Card>
          <CorrectionSection
            status={status}
            memberId={member.id}
            challenge={challenge}
            supportPhone={supportContact().phone}
            onCorrected={onCorrected}
          />
        </Card>
      </div>
    </div>
  );
}

function CertificateStatusView({ member, kind }: { member: Member; kind: CertificateKind }) {
  const t = useCertificatesT();
  const location = useLocation();
  const sentHere = (location.state as CertificatePageState | null)?.notice;
  const [notice, setNotice] = useState<string | null>(
    sentHere === 'nothingToDownload' ? t('certificates.notice.nothingToDownload') : null,
  );
  const read = useMemberStatus(member.id, kind);
  const challenge = useChallengeParam();

  let body;
  if (read.isLoading) {
    body = <Spinner label={t('certificates.status.loading')} />;
  } else if (read.notEnrolled) {
    body = <NotEnrolled />;
  } else if (!read.data) {
    body = (
      <ErrorState
        message={t('certificates.status.error')}
        onRetry={() => void read.refetch()}
        retrying={read.isFetching}
      />
    );
  } else {
    const status = read.data;
    switch (status.status) {
      case 'not_eligible':
        body = <EligibilityProgress status={status} supportPhone={supportContact().phone} />;
        break;
      case 'eligible':
        body = (
          <IssueForm
            status={status}
            memberId={member.id}
            challenge={challenge}
            onIssued={() => setNotice(t('certificates.notice.issued'))}
          />
        );
        break;
      case 'revoked':
        body = <RevokedNotice status={status} supportPhone={supportContact().phone} />;
        break;
      default:
        body = (
          <Issued
            status={status}
            member={member}
            onCorrected={() => setNotice(t('certificates.notice.corrected'))}
          />
        );
    }
  }
  return (
    <>
      {/* Present from the start, so what it says after an issue or a correction is read out. */}
      <p className="certificate-page__notice" role="status">
        {notice}
      </p>
      {body}
    </>
  );
}

/** `/certificate` and `/wr-certificate`: where the member stands, and their certificate. */
export default function CertificatePage({ kind }: { kind: CertificateKind }) {
  const t = useCertificatesT();
  return (
    <MemberPage
      title={
        kind === 'world_record'
          ? t('certificates.title.worldRecord')
          : t('certificates.title.completion')
      }
    >
      {(member) => <CertificateStatusView member={member} kind={kind} />}
    </MemberPage>
  );
}
