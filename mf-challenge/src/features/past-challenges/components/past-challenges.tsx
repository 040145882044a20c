import {
  ButtonLink,
  Card,
  challengeProgress,
  useContentText,
  useFormat,
  type MemberChallenge,
} from '@yoga/shared';
import { useChallengeMineQuery } from '../api/past-challenges-api';
import { usePastChallengesT } from '../past-challenges-catalogue';
import './past-challenges.css';

/** The certificate page of a challenge: a past one is named, the current one is the default. */
const certificatePath = (challenge: MemberChallenge) =>
  challenge.current ? '/certificate' : `/certificate?challenge=${challenge.id}`;

/**
 * The member's challenges that have ended, newest first: what they did there (days, points,
 * final place) and the way to its certificate, which stays theirs after they take part in the
 * next. Nothing while it loads, when it fails, or before any challenge has ended.
 */
export function PastChallenges({ now }: { now: Date }) {
  const t = usePastChallengesT();
  const content = useContentText();
  const format = useFormat();
  const mine = useChallengeMineQuery();
  const ended = (mine.data ?? []).filter(
    (challenge) => challengeProgress(challenge, now)?.kind === 'ended',
  );
  if (ended.length === 0) return null;
  return (
    <Card heading={t('pastChallenges.title')} className="past-challenges">
      <ul className="past-challenges__list">
        {ended.map((challenge) => {
          const title = content(challenge.title, challenge.title_hi);
          return (
            <li key={challenge.id} className="past-challenges__item">
              <h3>{title}</h3>
              <p className="past-challenges__dates">
                {t('pastChallenges.dates', {
                  from: format.calendarDate(challenge.start_date),
                  to: format.calendarDate(challenge.end_date),
                })}
              </p>
              <p>
                {[
                  t('pastChallenges.days', { days: challenge.attended_days }),
                  t('pastChallenges.points', { points: format.number(challenge.points) }),
                  challenge.rank === null
                    ? t('pastChallenges.noPlace')
                    : t('pastChallenges.place', { rank: format.number(challenge.rank) }),
                ].join(' · ')}
              </p>
              <ButtonLink to={certificatePath(challenge)} variant="secondary">
                {t('pastChallenges.certificate', { title })}
              </ButtonLink>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
