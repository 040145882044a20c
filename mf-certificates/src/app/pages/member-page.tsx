import { MemberFrame, NotEnrolledState, type EnrolledLead } from '@yoga/shared/ui-extra';
import type { ReactNode } from 'react';
import { useCertificatesT } from '../../locales/certificates-catalogue';
import './pages.css';

/** A lead in a challenge: whose certificate the member pages are about. */
export type Member = EnrolledLead;

/** A member in no challenge (the lead says so, or the API does): the way to join one. */
export function NotEnrolled() {
  const t = useCertificatesT();
  return (
    <NotEnrolledState
      title={t('certificates.notEnrolled.title')}
      text={t('certificates.notEnrolled.text')}
    />
  );
}

/** The member's own certificate pages, in the kit's member frame. */
export function MemberPage({
  title,
  children,
}: {
  title: string;
  children: (member: Member) => ReactNode;
}) {
  const t = useCertificatesT();
  return (
    <MemberFrame
      title={title}
      texts={{
        visitorTitle: t('certificates.visitor.title'),
        visitorText: t('certificates.visitor.text'),
        notEnrolledTitle: t('certificates.notEnrolled.title'),
        notEnrolledText: t('certificates.notEnrolled.text'),
      }}
    >
      {children}
    </MemberFrame>
  );
}
