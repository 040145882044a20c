import {
  apiProblem,
  serviceApis,
  showToast,
  useAppDispatch,
  useContentText,
  useProblemText,
  type ActiveChallenge,
} from '@yoga/shared';
import { leadLoaded } from '@yoga/shared/host';
import { useState } from 'react';
import { useShellTakePartMutation } from '../api/next-challenge-api';
import { useNextChallengeT } from '../next-challenge-catalogue';

/**
 * Taking part in the next challenge: the member's lead is replaced by the API's answer, and every
 * cached read is dropped, so each page on screen (home, /live, the boards) asks again and follows
 * the new challenge. A refusal is shown where the button is, in the member's language.
 */
export function useTakePart() {
  const dispatch = useAppDispatch();
  const [takePart, { isLoading }] = useShellTakePartMutation();
  const problemText = useProblemText();
  const content = useContentText();
  const t = useNextChallengeT();
  const [problem, setProblem] = useState<string | null>(null);

  const join = async (challenge: ActiveChallenge) => {
    setProblem(null);
    const answer = await takePart(challenge.id);
    if ('error' in answer) {
      const refused = apiProblem(answer.error);
      setProblem(refused ? problemText(refused) : t('nextChallenge.failed'));
      return;
    }
    dispatch(leadLoaded(answer.data));
    for (const api of Object.values(serviceApis)) dispatch(api.util.resetApiState());
    dispatch(
      showToast({
        message: {
          id: 'nextChallenge.joined',
          values: { title: content(challenge.title, challenge.title_hi) },
        },
        kind: 'success',
      }),
    );
  };

  return { join, busy: isLoading, problem };
}
