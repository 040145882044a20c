import { Card, Skeleton, useHoldFirstView } from '@yoga/shared';
import { ChallengeCardLoading } from '../../features/active-challenge/components/challenge-card';
import { useChallengeT } from '../../locales/challenge-catalogue';
import './member-home-loading.css';

/**
 * A member's home while their cards are read: the room of the smallest home they can get (their
 * progress and the challenge card), reaching to about the bottom of a phone's first screen, so
 * the cards arrive in one step and what follows them starts out of sight (decision 0006). The
 * shell puts the rest of home after the cards only once this room is gone (`useHoldFirstView`):
 * a running day's card is taller than the room, and would push it down.
 */
export function MemberHomeLoading() {
  const t = useChallengeT();
  useHoldFirstView();
  return (
    <div className="member-home-loading" aria-busy="true">
      <Card className="member-home-loading__standing">
        <Skeleton height="1.6rem" width="50%" />
        <Skeleton height="2.6rem" />
        <Skeleton width="80%" />
        <Skeleton width="60%" />
        <p className="visually-hidden" role="status">
          {t('challenge.home.loading')}
        </p>
      </Card>
      <ChallengeCardLoading />
    </div>
  );
}
