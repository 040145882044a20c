import { ensureCatalogue, selectAccount, useAppSelector } from '@yoga/shared';
import type { ComponentType } from 'react';
import { NextChallengeNote } from '../../features/next-challenge/components/next-challenge-note';
import { useNextChallenge } from '../../features/next-challenge/model/use-next-challenge';
import {
  nextChallengeCatalogue,
  useNextChallengeT,
} from '../../features/next-challenge/next-challenge-catalogue';
import { useShellT } from '../../locales/shell-catalogue';
import './member-home-top.css';

/**
 * The top of a signed-in member's home: who they are. A member whose challenge has ended is
 * welcomed back (the bar below offers the next one), never told "you are in"; the day's next
 * action follows, from the challenge remote.
 */
function MemberHomeTop() {
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

/**
 * For `React.lazy`: the member's greeting and the next-challenge note, once their texts are in.
 * The catalogue's loader rides in this chunk, not in the home page's first download.
 */
const withTexts = (Component: ComponentType) => () =>
  ensureCatalogue(nextChallengeCatalogue).then(() => ({ default: Component }));

export const loadMemberGreeting = withTexts(MemberHomeTop);
export const loadNextChallengeNote = withTexts(NextChallengeNote);
