import { Card, Skeleton, useFormat } from '@yoga/shared';
import {
  useLeaderboardLivePointsQuery,
  useLeaderboardLiveRankQuery,
  useLeaderboardProfileQuery,
} from '../api/board-api';
import { useBoardT } from '../board-catalogue';
import { liveStanding, type BoardKind } from '../model/standing';
import './board.css';

// Where a rule's number goes in its sentence while the rules are read.
const NUMBER_SLOT = '\u0000';

/** A rule's sentence, its number a placeholder of its width until the rules are read. */
function Rule({ text }: { text: string }) {
  const [before, after] = text.split(NUMBER_SLOT);
  if (after === undefined) return <li>{text}</li>;
  return (
    <li>
      {before}
      <span className="my-standing__number-loading" aria-hidden="true" />
      {after}
    </li>
  );
}

/**
 * How points are made in the member's challenge, from its rules. While they are read the
 * sentences stand with a placeholder for each number, so the list has its final height and the
 * board under it does not move when they arrive.
 */
function HowPointsAreEarned({ memberId }: { memberId: number }) {
  const t = useBoardT();
  const { number } = useFormat();
  const profile = useLeaderboardProfileQuery(memberId);
  if (!profile.isLoading && !profile.data) return null;
  const figure = (points: number | undefined) =>
    points === undefined ? NUMBER_SLOT : number(points);
  return (
    <div className="my-standing__rules">
      <h3>{t('board.points.title')}</h3>
      <ul aria-busy={profile.isLoading || undefined}>
        <Rule text={t('board.points.perDay', { points: figure(profile.data?.points_per_day) })} />
        <Rule
          text={t('board.points.perReferral', {
            points: figure(profile.data?.points_per_referral),
          })}
        />
        <li>{t('board.points.ties')}</li>
      </ul>
    </div>
  );
}

/**
 * The member's live rank and points on their own board, and how points are earned. Spec section
 * 8: these reads degrade silently, so a failure shows 0 points and no rank, never an error.
 */
export function MyStanding({
  phone,
  memberId,
  board,
}: {
  phone: string;
  memberId: number;
  /** The board the member plays on: the figures are their place there. */
  board: BoardKind;
}) {
  const t = useBoardT();
  const { number } = useFormat();
  const points = useLeaderboardLivePointsQuery(phone);
  const rank = useLeaderboardLiveRankQuery(phone);
  const live = liveStanding(points, rank);
  const loading = points.isLoading || rank.isLoading;

  return (
    <Card heading={t('board.you.title')} className="my-standing">
      <p className="my-standing__board">
        {board === 'paid' ? t('board.you.onPaid') : t('board.you.onFree')}
      </p>
      <dl className="my-standing__figures" aria-busy={loading || undefined}>
        <div className="my-standing__figure">
          <dt>{t('board.you.rank')}</dt>
          <dd data-testid="my-rank">
            {rank.isLoading ? (
              <Skeleton width="3ch" />
            ) : live.rank === null ? (
              <>
                <span aria-hidden="true">—</span>
                <span className="kit-visually-hidden">{t('board.you.noRank')}</span>
              </>
            ) : (
              t('board.you.rankValue', { rank: number(live.rank) })
            )}
          </dd>
        </div>
        <div className="my-standing__figure">
          <dt>{t('board.you.points')}</dt>
          <dd data-testid="my-points">
            {live.points === null ? <Skeleton width="3ch" /> : number(live.points)}
          </dd>
        </div>
      </dl>
      {loading && <span className="kit-visually-hidden">{t('board.you.loading')}</span>}
      <HowPointsAreEarned memberId={memberId} />
    </Card>
  );
}
