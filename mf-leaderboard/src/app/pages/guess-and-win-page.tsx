import type { Catalogue } from '@yoga/shared';
import { extraCatalogue } from '@yoga/shared/ui-extra';
import { GuessAndWin } from '../../features/guess-and-win/components/guess-and-win';
import { guessCatalogue } from '../../features/guess-and-win/guess-catalogue';
import { useLeaderboardT } from '../../locales/leaderboard-catalogue';
import { MemberPage } from './member-page';

/** Every catalogue the page shows at once, loaded before it renders. */
export const PAGE_CATALOGUES: Catalogue[] = [guessCatalogue, extraCatalogue];

/** `/guessandwin`: today's guess, and the past days' counts and winners. */
export default function GuessAndWinPage() {
  const t = useLeaderboardT();
  return (
    <MemberPage title={t('leaderboard.title.guess')}>
      {(member) => (
        <div className="member-page__columns">
          <GuessAndWin memberId={member.id} />
        </div>
      )}
    </MemberPage>
  );
}
