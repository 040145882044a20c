import {
  Badge,
  Card,
  ErrorState,
  Skeleton,
  Spinner,
  useFormat,
  type LevelInfo,
} from '@yoga/shared';
import { ProgressBar } from '@yoga/shared/ui-extra';
import { useLeaderboardLevelsQuery } from '../api/gifts-api';
import { useGiftsT } from '../gifts-catalogue';
import { levelProgress } from '../model/level-progress';
import { useGiftName } from './use-gift-name';
import './gifts.css';

function LevelList({ levels }: { levels: readonly LevelInfo[] }) {
  const t = useGiftsT();
  const giftName = useGiftName();
  return (
    <>
      <h3 className="levels__list-title">{t('gifts.levels.listTitle')}</h3>
      <ol className="levels__list">
        {[...levels]
          .sort((a, b) => a.level - b.level)
          .map((level) => (
            <li
              key={level.level}
              className={level.reached ? 'levels__item levels__item--reached' : 'levels__item'}
            >
              <span className="levels__gift">
                {t('gifts.levels.item', { level: level.level, gift: giftName(level) })}
              </span>
              <span className="levels__needed">
                {t('gifts.levels.needed', { count: level.referrals_needed })}
              </span>
              {level.reached && <Badge tone="success">{t('gifts.levels.reached')}</Badge>}
            </li>
          ))}
      </ol>
    </>
  );
}

/**
 * The card's shape while the levels are read: its badge, bar and line, then the list of levels,
 * in the room of a loaded card, so the gifts card under it on a phone does not move.
 */
function LevelsLoading() {
  const t = useGiftsT();
  return (
    <div className="levels__loading">
      <Spinner label={t('gifts.levels.loading')} />
      <Skeleton width="40%" height="1.5rem" />
      <Skeleton height="0.75rem" />
      <Skeleton width="80%" />
      {[1, 2, 3, 4].map((level) => (
        <Skeleton key={level} shape="block" height="4.75rem" />
      ))}
    </div>
  );
}

/** The bar toward the next level's gift, and every level of the challenge. */
export function LevelProgressCard({ memberId }: { memberId: number }) {
  const t = useGiftsT();
  const { number } = useFormat();
  const giftName = useGiftName();
  const levels = useLeaderboardLevelsQuery(memberId);

  let body;
  if (levels.isLoading) {
    body = <LevelsLoading />;
  } else if (!levels.data) {
    body = (
      <ErrorState
        message={t('gifts.levels.error')}
        onRetry={() => void levels.refetch()}
        retrying={levels.isFetching}
      />
    );
  } else {
    const { counted_referrals: counted, levels: all } = levels.data;
    const progress = levelProgress(all, counted);
    const reached = all.filter((level) => level.reached).length;
    body = (
      <>
        <p className="levels__current">
          <Badge tone="brand">{t('gifts.levels.current', { count: reached })}</Badge>
        </p>
        {progress.kind === 'next' && (
          <>
            <ProgressBar
              label={t('gifts.levels.progressLabel', { level: progress.level.level })}
              value={progress.value}
              max={progress.max}
              valueText={t('gifts.levels.progressValue', {
                counted: number(progress.value),
                needed: number(progress.max),
              })}
            />
            <p className="levels__next">
              {t('gifts.levels.toNext', {
                count: progress.remaining,
                level: progress.level.level,
                gift: giftName(progress.level),
              })}
            </p>
          </>
        )}
        {progress.kind === 'all' && <p className="levels__next">{t('gifts.levels.all')}</p>}
        {progress.kind === 'none' ? <p>{t('gifts.levels.none')}</p> : <LevelList levels={all} />}
      </>
    );
  }
  return (
    <Card
      heading={t('gifts.levels.title')}
      className={levels.isLoading ? 'levels levels--loading' : 'levels'}
    >
      {body}
    </Card>
  );
}
