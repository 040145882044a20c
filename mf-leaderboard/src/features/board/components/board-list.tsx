import {
  Badge,
  EmptyState,
  RetryButton,
  Skeleton,
  Spinner,
  useFormat,
  type Leaderboard,
} from '@yoga/shared';
import { useLeaderboardBoardQuery, useLeaderboardProfileQuery } from '../api/board-api';
import { useBoardT } from '../board-catalogue';
import { pinnedStanding } from '../model/standing';
import './board.css';

/** "Final at the end of 4 Dec 2026", or that the board is locked. */
function LockNote({ board }: { board: Leaderboard }) {
  const t = useBoardT();
  const { calendarDate } = useFormat();
  if (board.locked) {
    return (
      <p className="board-list__lock">
        <Badge tone="brand">{t('board.lock.locked')}</Badge> {t('board.lock.lockedText')}
      </p>
    );
  }
  if (!board.end_date) return null;
  return (
    <p className="board-list__lock">
      {t('board.lock.until', { date: calendarDate(board.end_date) })}
    </p>
  );
}

function LoadingRows() {
  const t = useBoardT();
  return (
    <div className="board-list__loading">
      <Spinner label={t('board.list.loading')} />
      {[1, 2, 3, 4, 5].map((row) => (
        <Skeleton key={row} height="2rem" shape="block" />
      ))}
    </div>
  );
}

/**
 * One board's top 100 with the member's own place pinned under it when the list does not show
 * them. Spec section 8: a board that cannot be read is said calmly, with a retry, not as an error.
 */
export function BoardList({ paid, memberId }: { paid: boolean; memberId: number }) {
  const t = useBoardT();
  const { number } = useFormat();
  const board = useLeaderboardBoardQuery(paid);
  // The same read the visibility picker makes: it says whether the member chose to be hidden.
  const hidden = useLeaderboardProfileQuery(memberId).data?.board_visibility === 'hidden';

  if (board.isLoading) return <LoadingRows />;
  if (!board.data) {
    return (
      <div className="board-list__unavailable">
        <p>{t('board.list.unavailable')}</p>
        <RetryButton onRetry={() => void board.refetch()} retrying={board.isFetching} />
      </div>
    );
  }
  const pinned = pinnedStanding(board.data);
  if (board.data.entries.length === 0 && !pinned) {
    return (
      <>
        <LockNote board={board.data} />
        <EmptyState title={t('board.list.emptyTitle')}>{t('board.list.emptyText')}</EmptyState>
      </>
    );
  }
  return (
    <>
      <LockNote board={board.data} />
      <table className="board-list">
        <caption className="kit-visually-hidden">{t('board.list.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('board.list.rank')}</th>
            <th scope="col">{t('board.list.name')}</th>
            <th scope="col">{t('board.list.points')}</th>
          </tr>
        </thead>
        <tbody>
          {board.data.entries.map((entry) => (
            <tr key={entry.rank} className={entry.me ? 'board-list__me' : undefined}>
              <td>{number(entry.rank)}</td>
              <td>
                {entry.name}
                {entry.me && (
                  <>
                    {' '}
                    <Badge tone="accent">{t('board.list.you')}</Badge>
                  </>
                )}
              </td>
              <td>{number(entry.points)}</td>
            </tr>
          ))}
        </tbody>
        {pinned && (
          <tfoot>
            <tr className="board-list__me board-list__pinned">
              <td>
                {pinned.rank === null ? (
                  <>
                    <span aria-hidden="true">—</span>
                    <span className="kit-visually-hidden">{t('board.you.noRank')}</span>
                  </>
                ) : (
                  number(pinned.rank)
                )}
              </td>
              <th scope="row">
                {t('board.list.yourPlace')}
                {hidden && <span className="board-list__hint"> ({t('board.list.hidden')})</span>}
              </th>
              <td>{number(pinned.points)}</td>
            </tr>
          </tfoot>
        )}
      </table>
    </>
  );
}
