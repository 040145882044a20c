import { ensureCatalogue, selectAccount, useAppSelector } from '@yoga/shared';
import type { ComponentType } from 'react';
import { MemberGreeting } from './member-greeting';
import { NextChallengeNote } from '../../features/next-challenge/components/next-challenge-note';
import { useNextChallenge } from '../../features/next-challenge/model/use-next-challenge';
import {
  nextChallengeCatalogue,
  useNextChallengeT,
} from '../../features/next-challenge/next-challenge-catalogue';

/**
 * The top of a signed-in member's home: who they are. A member whose challenge has ended is
 * welcomed back (the bar below offers the next one), never told "you are in"; the day's next
 * action follows, from the challenge remote.
 */
function MemberHomeTop() {
  const name = useAppSelector(selectAccount)?.name ?? '';
  const offer = useNextChallenge();
  const tNext = useNextChallengeT();
  return (
    <MemberGreeting
      welcomeBack={
        offer.kind === 'take-part' && name ? tNext('nextChallenge.welcomeBack', { name }) : null
      }
    />
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
