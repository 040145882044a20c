import type { Catalogue } from '@yoga/shared';
import { extraCatalogue } from '@yoga/shared/ui-extra';
import { InviteCard } from '../../features/referrals/components/invite-card';
import { ReferralList } from '../../features/referrals/components/referral-list';
import { referralsCatalogue } from '../../features/referrals/referrals-catalogue';
import { useLeaderboardT } from '../../locales/leaderboard-catalogue';
import { MemberPage } from './member-page';

/** Every catalogue the page shows at once, loaded before it renders. */
export const PAGE_CATALOGUES: Catalogue[] = [referralsCatalogue, extraCatalogue];

/** `/referrals`: the member's invitation link and QR code, and how each friend stands. */
export default function ReferralsPage() {
  const t = useLeaderboardT();
  return (
    <MemberPage title={t('leaderboard.title.referrals')}>
      {(member) => (
        <div className="member-page__columns">
          <div className="member-page__column">
            <InviteCard />
          </div>
          <div className="member-page__column">
            <ReferralList memberId={member.id} />
          </div>
        </div>
      )}
    </MemberPage>
  );
}
