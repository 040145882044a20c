import { useChallengeResourceOpenedMutation } from '../api/live-attendance-api';
import { useLiveJoinT } from '../live-join-catalogue';
import type { TodayResources as Resources } from '../model/live-today';

/** Today's replay and PDF guide; opening one is counted for the programme team. */
export function TodayResources({ day, resources }: { day: number; resources: Resources }) {
  const t = useLiveJoinT();
  const [track] = useChallengeResourceOpenedMutation();
  const newTab = <span className="kit-visually-hidden"> {t('liveJoin.newTab')}</span>;
  // The link opens whatever the count does: a failed count must not keep a member from the video.
  const opened = (kind: 'replay' | 'guide') => () =>
    void track({ day, kind }).catch(() => undefined);
  return (
    <section aria-labelledby="today-resources-title">
      <h2 id="today-resources-title">{t('liveJoin.resourcesTitle')}</h2>
      {resources.replayUrl || resources.guideUrl ? (
        <ul className="today-resources">
          {resources.replayUrl && (
            <li>
              <a
                href={resources.replayUrl}
                target="_blank"
                rel="noopener noreferrer"
                onClick={opened('replay')}
              >
                {t('liveJoin.replay')}
                {newTab}
              </a>
            </li>
          )}
          {resources.guideUrl && (
            <li>
              <a
                href={resources.guideUrl}
                target="_blank"
                rel="noopener noreferrer"
                onClick={opened('guide')}
              >
                {t('liveJoin.guide')}
                {newTab}
              </a>
            </li>
          )}
        </ul>
      ) : (
        <p>{t('liveJoin.noResources')}</p>
      )}
    </section>
  );
}
