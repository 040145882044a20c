import type { Catalogue } from '@yoga/shared';
import { extraCatalogue } from '@yoga/shared/ui-extra';
import { VoucherCard } from '../../features/vouchers/components/voucher-card';
import { vouchersCatalogue } from '../../features/vouchers/vouchers-catalogue';
import { useLeaderboardT } from '../../locales/leaderboard-catalogue';
import { MemberPage } from './member-page';

/** Every catalogue the page shows at once, loaded before it renders. */
export const PAGE_CATALOGUES: Catalogue[] = [vouchersCatalogue, extraCatalogue];

/** `/vouchers`: the member's current voucher and when it expires, or how to earn one. */
export default function VouchersPage() {
  const t = useLeaderboardT();
  return (
    <MemberPage title={t('leaderboard.title.vouchers')}>
      {(member) => (
        <div className="member-page__narrow">
          <VoucherCard memberId={member.id} challengeId={member.active_challenge_id} />
        </div>
      )}
    </MemberPage>
  );
}
