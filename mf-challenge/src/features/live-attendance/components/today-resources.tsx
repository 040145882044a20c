import { useChallengeResourceOpenedMutation } from '../api/live-attendance-api';
import { useLiveJoinT } from '../live-join-catalogue';
import type { TodayResources as Resources } from '../model/live-today';
import './today-resources.css';

/** Today's replay and PDF guide; opening one is counted for the programme team. */
export function TodayResources({ day, resources }: { day: number; resources: Resources }) {
  const t = useLiveJoinT();
  const [track] = useChallengeResourceOpenedMutation();
  const newTab = <span className="kit-visually-hidden"> {t('liveJoin.newTab')}</span>;
  // The link opens whatever the count does: a failed count must not keep a member from the video.
  const opened = (kind: 'replay' | 'guide') => () =>
    void track({ day, kind }).catch(() => undefined);
  const links = [
    { kind: 'replay', url: resources.replayUrl, label: t('liveJoin.replay') },
    { kind: 'guide', url: resources.guideUrl, label: t('liveJoin.guide') },
  ] as const;
  const present = links.filter((link) => link.url);
  return (
    <section aria-labelledby="today-resources-title">
      <h2 id="today-resources-title">{t('liveJoin.resourcesTitle')}</h2>
      {present.length > 0 ? (
        <ul className="today-resources">
          {present.map((link) => (
            <li key={link.kind}>
              <a
                href={link.url ?? undefined}
                target="_blank"
                rel="noopener noreferrer"
                onClick={opened(link.kind)}
              >
                {link.label}
                {newTab}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('liveJoin.noResources')}</p>
      )}
    </section>
  );
}
