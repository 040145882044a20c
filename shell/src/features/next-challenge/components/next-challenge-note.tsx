import { useContentText, useFormat } from '@yoga/shared';
import { useNextChallenge } from '../model/use-next-challenge';
import { useNextChallengeT } from '../next-challenge-catalogue';
import './next-challenge-bar.css';

/**
 * On a member's home, after their own cards: the newer challenge that opens while theirs still
 * runs, and when they can take part. (Once theirs has ended, the bar offers the button.)
 */
export function NextChallengeNote() {
  const offer = useNextChallenge();
  const t = useNextChallengeT();
  const content = useContentText();
  const format = useFormat();
  if (offer.kind !== 'after-yours') return null;
  return (
    <p className="next-challenge-note">
      {t('nextChallenge.afterYours', {
        title: content(offer.challenge.title, offer.challenge.title_hi),
        date: format.calendarDate(offer.challenge.start_date),
        ends: format.calendarDate(offer.yoursEnds),
      })}
    </p>
  );
}
