import type { Catalogue } from '@yoga/shared';
import { extraCatalogue, Tabs } from '@yoga/shared/ui-extra';
import { useState } from 'react';
import { boardCatalogue, useBoardT } from '../../features/board/board-catalogue';
import { BoardList } from '../../features/board/components/board-list';
import { MyStanding } from '../../features/board/components/my-standing';
import { VisibilityPicker } from '../../features/board/components/visibility-picker';
import { useLeaderboardT } from '../../locales/leaderboard-catalogue';
import { boardOf, type BoardKind } from '../../features/board/model/standing';
import { MemberPage, type Member } from './member-page';

/** Every catalogue the page shows at once, loaded before it renders. */
export const PAGE_CATALOGUES: Catalogue[] = [boardCatalogue, extraCatalogue];

function Boards({ member }: { member: Member }) {
  const t = useBoardT();
  const theirs = boardOf(member);
  // A member sees their own board first.
  const [selected, setSelected] = useState<BoardKind>(theirs);
  const tab = (id: BoardKind, label: string) => ({
    id,
    label,
    // Only the open tab reads its board.
    panel:
      id === selected ? (
        <BoardList shown={id} theirs={theirs} memberId={member.id} onShowBoard={setSelected} />
      ) : null,
  });
  return (
    <div className="board-page">
      <div className="board-page__standing">
        <MyStanding phone={member.phone_number} memberId={member.id} board={theirs} />
      </div>
      <div className="board-page__board">
        <Tabs
          label={t('board.tabs')}
          selected={selected}
          onSelect={(id) => setSelected(id === 'paid' ? 'paid' : 'free')}
          tabs={[tab('free', t('board.tab.free')), tab('paid', t('board.tab.paid'))]}
        />
      </div>
      <div className="board-page__visibility">
        <VisibilityPicker memberId={member.id} name={member.name} phone={member.phone_number} />
      </div>
    </div>
  );
}

/** `/leaderboard`: the free and paid boards, the member's own place, and how they appear on it. */
export default function LeaderboardPage() {
  const t = useLeaderboardT();
  return (
    <MemberPage title={t('leaderboard.title.board')}>
      {(member) => <Boards member={member} />}
    </MemberPage>
  );
}
