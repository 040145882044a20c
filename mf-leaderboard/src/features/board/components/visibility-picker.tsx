import {
  apiProblem,
  boardName,
  Card,
  ErrorState,
  Select,
  Spinner,
  useProblemText,
  type BoardVisibility,
} from '@yoga/shared';
import { useState } from 'react';
import { useLeaderboardProfileQuery, useLeaderboardUpdateProfileMutation } from '../api/board-api';
import { useBoardT } from '../board-catalogue';
import { BOARD_VISIBILITIES, isBoardVisibility } from '../model/standing';
import './board.css';

// Ids spelled out in full, so the catalogue check finds each one used.
const OPTION_IDS = {
  name: 'board.visibility.name',
  phone: 'board.visibility.phone',
  hidden: 'board.visibility.hidden',
} as const satisfies Record<BoardVisibility, string>;

/** Name, last four digits of the phone, or hidden: saved as soon as the member picks one. */
export function VisibilityPicker({
  memberId,
  name,
  phone,
}: {
  memberId: number;
  name: string;
  phone: string;
}) {
  const t = useBoardT();
  const problemText = useProblemText();
  const profile = useLeaderboardProfileQuery(memberId);
  const [update, saving] = useLeaderboardUpdateProfileMutation();
  const [saved, setSaved] = useState(false);

  let body;
  if (profile.isLoading) {
    body = <Spinner label={t('board.visibility.loading')} />;
  } else if (!profile.data) {
    body = (
      <ErrorState
        message={t('board.visibility.error')}
        onRetry={() => void profile.refetch()}
        retrying={profile.isFetching}
      />
    );
  } else {
    const locked = profile.data.locked;
    const problem = apiProblem(saving.error);
    const examples = {
      name: boardName({ name, phone, showName: true }),
      phone: boardName({ name, phone, showName: false }),
    };
    body = (
      <>
        <Select
          label={t('board.visibility.label')}
          hint={locked ? t('board.visibility.lockedHint') : t('board.visibility.hint')}
          error={problem ? problemText(problem) : undefined}
          value={saving.originalArgs?.board_visibility ?? profile.data.board_visibility}
          disabled={locked || saving.isLoading}
          onChange={(event) => {
            const choice = event.target.value;
            if (!isBoardVisibility(choice)) return;
            setSaved(false);
            const publicName = choice === 'hidden' ? '' : examples[choice];
            void update({ memberId, board_visibility: choice, publicName })
              .unwrap()
              .then(
                () => setSaved(true),
                () => undefined,
              );
          }}
        >
          {BOARD_VISIBILITIES.map((choice) => (
            <option key={choice} value={choice}>
              {t(OPTION_IDS[choice], examples)}
            </option>
          ))}
        </Select>
        <p className="visibility-picker__status" role="status">
          {saved && !saving.isLoading ? t('board.visibility.saved') : null}
        </p>
      </>
    );
  }

  return (
    <Card heading={t('board.visibility.title')} className="visibility-picker">
      {body}
    </Card>
  );
}
