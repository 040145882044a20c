import { selectAccount, useAppSelector } from '@yoga/shared';
import { useNextChallenge } from '../../features/next-challenge/model/use-next-challenge';
import { useNextChallengeT } from '../../features/next-challenge/next-challenge-catalogue';
import { useShellT } from '../../locales/shell-catalogue';
import './member-home-top.css';

/**
 * The top of a signed-in member's home: who they are. A member whose challenge has ended is
 * welcomed back (the bar below offers the next one), never told "you are in"; the day's next
 * action follows, from the challenge remote.
 */
export default function MemberHomeTop() {
  const account = useAppSelector(selectAccount);
  const offer = useNextChallenge();
  const t = useShellT();
  const tNext = useNextChallengeT();
  const name = account?.name ?? '';
  let heading = name ? t('shell.member.heading', { name }) : t('shell.member.headingNoName');
  if (offer.kind === 'take-part' && name) heading = tNext('nextChallenge.welcomeBack', { name });
  return (
    <section className="member-home" aria-labelledby="member-home-title">
      <h1 id="member-home-title" className="member-home__title">
        {heading}
      </h1>
    </section>
  );
}
