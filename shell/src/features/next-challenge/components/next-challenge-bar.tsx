import {
  Button,
  challengeProgress,
  ensureCatalogue,
  useContentText,
  useFormat,
  type ActiveChallenge,
} from '@yoga/shared';
import { useNextChallenge } from '../model/use-next-challenge';
import { useTakePart } from '../model/use-take-part';
import { nextChallengeCatalogue, useNextChallengeT } from '../next-challenge-catalogue';
import './next-challenge-bar.css';

/** "Live now · Day 4 of 14" or "Starts on Tue, 8 Dec 2026". */
function When({ challenge, now }: { challenge: ActiveChallenge; now: Date }) {
  const t = useNextChallengeT();
  const format = useFormat();
  const progress = challengeProgress(challenge, now);
  return (
    <p className="next-challenge__when">
      {progress?.kind === 'running'
        ? t('nextChallenge.live', { day: progress.day, total: progress.totalDays })
        : t('nextChallenge.startsOn', { date: format.calendarDate(challenge.start_date) })}
    </p>
  );
}

/**
 * A member whose challenge has ended sees the next one on every page, fixed to the bottom of the
 * screen (so it never pushes the page down), with one button to take part (decision 0024).
 */
export function NextChallengeBar() {
  const now = new Date();
  const offer = useNextChallenge(now);
  const t = useNextChallengeT();
  const content = useContentText();
  const { join, busy, problem } = useTakePart();
  if (offer.kind !== 'take-part') return null;
  const { challenge } = offer;
  const title = content(challenge.title, challenge.title_hi);
  return (
    <aside className="next-challenge" aria-labelledby="next-challenge-title">
      <div className="next-challenge__inner">
        <div className="next-challenge__text">
          <p className="next-challenge__label">{t('nextChallenge.label')}</p>
          <h2 id="next-challenge-title" className="next-challenge__title">
            {title}
          </h2>
          <When challenge={challenge} now={now} />
          <p className="next-challenge__why">{t('nextChallenge.ended')}</p>
          {problem && (
            <p className="next-challenge__problem" role="alert">
              {problem}
            </p>
          )}
        </div>
        <Button loading={busy} onClick={() => void join(challenge)}>
          {t('nextChallenge.takePart')}
        </Button>
      </div>
    </aside>
  );
}

/**
 * For `React.lazy`: the bar once its texts are in, so the catalogue's loader rides in this chunk
 * and not in the first download of every page.
 */
export const loadNextChallengeBar = () =>
  ensureCatalogue(nextChallengeCatalogue).then(() => ({ default: NextChallengeBar }));
