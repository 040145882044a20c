import { ButtonLink, Card, EmptyState, selectLead, useAppSelector, type Lead } from '@yoga/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useLeaderboardT } from '../../locales/leaderboard-catalogue';
import './pages.css';

/** A lead in a challenge: what every page of this remote is about. */
export type Member = Lead & { active_challenge_id: number };

/**
 * The frame of every page here: its title, then the page for a signed-in member of a challenge,
 * a way in for a visitor, or the way to join for a member in no challenge.
 */
export function MemberPage({
  title,
  children,
}: {
  title: string;
  children: (member: Member) => ReactNode;
}) {
  const t = useLeaderboardT();
  const lead = useAppSelector(selectLead);
  let body;
  if (!lead) {
    body = (
      <Card heading={t('leaderboard.visitor.title')}>
        <p>{t('leaderboard.visitor.text')}</p>
        <div className="member-page__actions">
          <ButtonLink to="/login">{t('leaderboard.visitor.signIn')}</ButtonLink>
          <Link to="/">{t('leaderboard.visitor.join')}</Link>
        </div>
      </Card>
    );
  } else if (lead.active_challenge_id === null) {
    body = (
      <EmptyState
        title={t('leaderboard.notEnrolled.title')}
        action={<ButtonLink to="/">{t('leaderboard.notEnrolled.join')}</ButtonLink>}
      >
        {t('leaderboard.notEnrolled.text')}
      </EmptyState>
    );
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
