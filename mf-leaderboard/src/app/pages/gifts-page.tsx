import type { Catalogue } from '@yoga/shared';
import { extraCatalogue } from '@yoga/shared/ui-extra';
import { GiftList } from '../../features/gifts/components/gift-list';
import { LevelProgressCard } from '../../features/gifts/components/level-progress-card';
import { giftsCatalogue } from '../../features/gifts/gifts-catalogue';
import { useLeaderboardT } from '../../locales/leaderboard-catalogue';
import { MemberPage } from './member-page';

/** Every catalogue the page shows at once, loaded before it renders. */
export const PAGE_CATALOGUES: Catalogue[] = [giftsCatalogue, extraCatalogue];

/** `/gifts`: the way to the next level's gift, and the gifts earned with their delivery. */
export default function GiftsPage() {
  const t = useLeaderboardT();
  return (
    <MemberPage title={t('leaderboard.title.gifts')}>
      {(member) => (
        <div className="member-page__columns">
          <div className="member-page__column">
            <LevelProgressCard memberId={member.id} />
          </div>
          <div className="member-page__column">
            <GiftList memberId={member.id} member={member} />
          </div>
        </div>
      )}
    </MemberPage>
  );
}
