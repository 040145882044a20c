import {
  Badge,
  Button,
  EmptyState,
  RetryButton,
  Skeleton,
  Spinner,
  useFormat,
  type Leaderboard,
} from '@yoga/shared';
import { useLeaderboardBoardQuery, useLeaderboardProfileQuery } from '../api/board-api';
import { useBoardT } from '../board-catalogue';
import { boardStanding, type BoardKind, type BoardStanding } from '../model/standing';
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

/** The member's own row of the list: where "show my row" leads. */
const OWN_ROW_ID = 'board-own-row';

function showOwnRow() {
  const row = document.getElementById(OWN_ROW_ID);
  row?.scrollIntoView({ block: 'center' });
  row?.focus({ preventScroll: true });
}

/**
 * Where the member stands on this board, above its list, so no one scrolls a hundred rows to find
 * out: their rank and points with a way to their row, their place below the top or hidden, no
 * place yet, or that they play on the other board (with the way to it).
 */
function OwnPlace({
  standing,
  hidden,
  onShowBoard,
}: {
  standing: BoardStanding;
  hidden: boolean;
  onShowBoard: (board: BoardKind) => void;
}) {
  const t = useBoardT();
  const { number } = useFormat();
  let text;
  let note = null;
  let action = null;
  switch (standing.kind) {
    case 'listed':
      text = t('board.own.place', { rank: number(standing.rank), points: number(standing.points) });
      action = (
        <Button variant="secondary" onClick={showOwnRow}>
          {t('board.own.showRow')}
        </Button>
      );
      break;
    case 'unlisted':
      text = t('board.own.place', { rank: number(standing.rank), points: number(standing.points) });
      note = hidden ? t('board.own.hidden') : t('board.own.belowTop');
      break;
    case 'unranked':
      text = t('board.own.unranked');
      break;
    case 'elsewhere':
      text = standing.theirs === 'free' ? t('board.own.onFreeBoard') : t('board.own.onPaidBoard');
      action = (
        <Button variant="secondary" onClick={() => onShowBoard(standing.theirs)}>
          {standing.theirs === 'free' ? t('board.own.showFree') : t('board.own.showPaid')}
        </Button>
      );
      break;
  }
  return (
    <div className="board-list__own" data-testid="board-own-place">
      <p>
        {text}
        {note && <span className="board-list__own-note"> {note}</span>}
      </p>
      {action}
    </div>
  );
}

/**
 * One board's top 100, under the member's own place on it (decision 0028). Spec section 8: a board
 * that cannot be read is said calmly, with a retry, not as an error.
 */
export function BoardList({
  shown,
  theirs,
  memberId,
  onShowBoard,
}: {
  /** The board on screen. */
  shown: BoardKind;
  /** The board the member plays on. */
  theirs: BoardKind;
  memberId: number;
  onShowBoard: (board: BoardKind) => void;
}) {
  const t = useBoardT();
  const { number } = useFormat();
  const board = useLeaderboardBoardQuery(shown === 'paid');
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
  const standing = boardStanding(board.data, shown, theirs);
  const own = <OwnPlace standing={standing} hidden={hidden} onShowBoard={onShowBoard} />;
  if (board.data.entries.length === 0) {
    return (
      <>
        <LockNote board={board.data} />
        {own}
        <EmptyState title={t('board.list.emptyTitle')}>{t('board.list.emptyText')}</EmptyState>
      </>
    );
  }
  return (
    <>
      <LockNote board={board.data} />
      {own}
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
            <tr
              key={entry.rank}
              className={entry.me ? 'board-list__me' : undefined}
              id={entry.me ? OWN_ROW_ID : undefined}
              tabIndex={entry.me ? -1 : undefined}
            >
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
      </table>
    </>
  );
}
