import { MemberFrame, type EnrolledLead } from '@yoga/shared/ui-extra';
import type { ReactNode } from 'react';
import { useLeaderboardT } from '../../locales/leaderboard-catalogue';
import './pages.css';

/** A lead in a challenge: what every page of this remote is about. */
export type Member = EnrolledLead;

/** Every page here, in the kit's member frame, with what the game says to visitors and joiners. */
export function MemberPage({
  title,
  children,
}: {
  title: string;
  children: (member: Member) => ReactNode;
}) {
  const t = useLeaderboardT();
  return (
    <MemberFrame
      title={title}
      texts={{
        visitorTitle: t('leaderboard.visitor.title'),
        visitorText: t('leaderboard.visitor.text'),
        notEnrolledTitle: t('leaderboard.notEnrolled.title'),
        notEnrolledText: t('leaderboard.notEnrolled.text'),
      }}
    >
      {children}
    </MemberFrame>
  );
}
