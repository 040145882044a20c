import { ButtonLink, Card, EmptyState, selectLead, useAppSelector, type Lead } from '@yoga/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useCertificatesT } from '../../locales/certificates-catalogue';
import './pages.css';

/** A lead in a challenge: whose certificate the member pages are about. */
export type Member = Lead & { active_challenge_id: number };

/** A member in no challenge (the lead says so, or the API does): the way to join one. */
export function NotEnrolled() {
  const t = useCertificatesT();
  return (
    <EmptyState
      title={t('certificates.notEnrolled.title')}
      action={<ButtonLink to="/">{t('certificates.notEnrolled.join')}</ButtonLink>}
    >
      {t('certificates.notEnrolled.text')}
    </EmptyState>
  );
}

/**
 * The frame of the member's own certificate pages: the title, then the page for a signed-in
 * member of a challenge, a way in for a visitor, or the way to join for a member in no challenge.
 */
export function MemberPage({
  title,
  children,
}: {
  title: string;
  children: (member: Member) => ReactNode;
}) {
  const t = useCertificatesT();
  const lead = useAppSelector(selectLead);
  let body;
  if (!lead) {
    body = (
      <Card heading={t('certificates.visitor.title')}>
        <p>{t('certificates.visitor.text')}</p>
        <div className="member-page__actions">
          <ButtonLink to="/login">{t('certificates.visitor.signIn')}</ButtonLink>
          <Link to="/">{t('certificates.visitor.join')}</Link>
        </div>
      </Card>
    );
  } else if (lead.active_challenge_id === null) {
    body = <NotEnrolled />;
  } else {
    body = children({ ...lead, active_challenge_id: lead.active_challenge_id });
  }
  return (
    <div className="member-page">
      <h1>{title}</h1>
      {body}
    </div>
  );
}
