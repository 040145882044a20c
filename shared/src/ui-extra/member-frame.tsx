import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import {
  ButtonLink,
  Card,
  EmptyState,
  selectLead,
  signInPath,
  useAppSelector,
  withReturnPath,
  type Lead,
} from '@yoga/shared';
import { useExtraT } from './extra-catalogue';

/** A signed-in member in a challenge: whom a member's own pages are about. */
export type EnrolledLead = Lead & { active_challenge_id: number };

/** What a page says to a visitor, or to a member in no challenge, in the remote's own words. */
export interface MemberFrameTexts {
  visitorTitle: string;
  visitorText: string;
  notEnrolledTitle: string;
  notEnrolledText: string;
}

/** A member in no challenge (the lead says so, or the API does): the way to join one. */
export function NotEnrolledState({ title, text }: { title: string; text: string }) {
  const t = useExtraT();
  return (
    <EmptyState
      title={title}
      action={<ButtonLink to="/">{t('extra.member.joinChallenge')}</ButtonLink>}
    >
      {text}
    </EmptyState>
  );
}

/**
 * A visitor on a member's page: what the page is for, and the ways in (signing in or joining),
 * both coming back here.
 */
export function SignInCard({ title, text }: { title: string; text: string }) {
  const t = useExtraT();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <Card heading={title}>
      <p>{text}</p>
      <div className="member-page__actions">
        <ButtonLink to={signInPath(here)}>{t('extra.member.signIn')}</ButtonLink>
        <Link to={withReturnPath('/', here)}>{t('extra.member.join')}</Link>
      </div>
    </Card>
  );
}

export interface MemberFrameProps {
  title: string;
  texts: MemberFrameTexts;
  children: (member: EnrolledLead) => ReactNode;
}

/**
 * The frame of a member's own pages: the title, then the page for a signed-in member of a
 * challenge, a way in for a visitor, or the way to join for a member in no challenge.
 */
export function MemberFrame({ title, texts, children }: MemberFrameProps) {
  const lead = useAppSelector(selectLead);
  let body;
  if (!lead) {
    body = <SignInCard title={texts.visitorTitle} text={texts.visitorText} />;
  } else if (lead.active_challenge_id === null) {
    body = <NotEnrolledState title={texts.notEnrolledTitle} text={texts.notEnrolledText} />;
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
