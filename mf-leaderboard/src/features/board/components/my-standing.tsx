import { Card, Skeleton, useFormat } from '@yoga/shared';
import { useLeaderboardLivePointsQuery, useLeaderboardLiveRankQuery } from '../api/board-api';
import { useBoardT } from '../board-catalogue';
import { liveStanding } from '../model/standing';
import './board.css';

/**
 * The member's live rank and points. Spec section 8: these reads degrade silently, so a failure
 * shows 0 points and no rank, never an error.
 */
export function MyStanding({ phone }: { phone: string }) {
  const t = useBoardT();
  const { number } = useFormat();
  const points = useLeaderboardLivePointsQuery(phone);
  const rank = useLeaderboardLiveRankQuery(phone);
  const live = liveStanding(points, rank);
  const loading = points.isLoading || rank.isLoading;

  return (
    <Card heading={t('board.you.title')} className="my-standing">
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
    </Card>
  );
}
