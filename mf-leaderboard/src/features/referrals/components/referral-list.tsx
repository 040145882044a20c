import {
  Badge,
  Button,
  Card,
  EmptyState,
  ErrorState,
  Spinner,
  useFormat,
  useLanguage,
  type ReferralEntry,
} from '@yoga/shared';
import { useState } from 'react';
import { REFERRAL_PAGE_SIZE, useLeaderboardReferralsQuery } from '../api/referrals-api';
import { pagesLoaded, referralStatusText } from '../model/referral-status';
import { useReferralsT } from '../referrals-catalogue';
import './referrals.css';

function Friend({ friend }: { friend: ReferralEntry }) {
  const t = useReferralsT();
  const { locale } = useLanguage();
  const { statusId, reasonId, tone } = referralStatusText(friend.status, friend.reason);
  const joined = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }).format(
    new Date(friend.referred_at),
  );
  return (
    <li className="referral-list__friend">
      <div className="referral-list__head">
        <span className="referral-list__name">{friend.name}</span>
        <Badge tone={tone}>{t(statusId)}</Badge>
      </div>
      {reasonId && <p className="referral-list__reason">{t(reasonId)}</p>}
      <p className="referral-list__date">{t('referrals.list.joined', { date: joined })}</p>
    </li>
  );
}

/** One page of friends; the first page also owns the list's loading, error and empty states. */
function FriendsPage({ memberId, page }: { memberId: number; page: number }) {
  const t = useReferralsT();
  const friends = useLeaderboardReferralsQuery({ memberId, offSet: page * REFERRAL_PAGE_SIZE });
  if (friends.isLoading) return <Spinner label={t('referrals.list.loading')} />;
  if (!friends.data) {
    return (
      <ErrorState
        message={t('referrals.list.error')}
        onRetry={() => void friends.refetch()}
        retrying={friends.isFetching}
      />
    );
  }
  if (page === 0 && friends.data.data.length === 0) {
    return (
      <EmptyState title={t('referrals.list.emptyTitle')}>
        {t('referrals.list.emptyText')}
      </EmptyState>
    );
  }
  return (
    <ul className="referral-list">
      {friends.data.data.map((friend, index) => (
        <Friend key={`${friend.referred_at}-${index}`} friend={friend} />
      ))}
    </ul>
  );
}

/** Every friend who joined with the member's link, newest first, 100 at a time. */
export function ReferralList({ memberId }: { memberId: number }) {
  const t = useReferralsT();
  const { number } = useFormat();
  const [pages, setPages] = useState(1);
  // The first page's read, shared with its FriendsPage, says how many friends there are in all.
  const total = useLeaderboardReferralsQuery({ memberId, offSet: 0 }).data?.total;
  const loaded = total === undefined ? null : pagesLoaded(total, pages, REFERRAL_PAGE_SIZE);
  return (
    <Card heading={t('referrals.list.title')}>
      {Array.from({ length: pages }, (_, page) => (
        <FriendsPage key={page} memberId={memberId} page={page} />
      ))}
      {loaded && loaded.shown > 0 && (
        <div className="referral-list__more">
          <p>
            {t('referrals.list.shown', {
              shown: number(loaded.shown),
              total: number(loaded.total),
            })}
          </p>
          {loaded.more && (
            <Button variant="secondary" onClick={() => setPages(pages + 1)}>
              {t('referrals.list.more', {
                count: number(Math.min(REFERRAL_PAGE_SIZE, loaded.total - loaded.shown)),
              })}
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}
