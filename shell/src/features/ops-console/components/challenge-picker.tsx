import { EmptyState, ErrorState, Select, Spinner, useLanguage } from '@yoga/shared';
import { Fragment, useState, type ReactNode } from 'react';
import { useOpsChallengesQuery } from '../api/ops-content-endpoints';
import { useOpsConsoleT } from '../ops-console-catalogue';

/** The challenge a screen works on, named as the person reads it. */
export interface PickedChallenge {
  id: number;
  title: string;
}

interface ChallengePickerProps {
  /** The chosen challenge's part of the screen; it starts afresh when another is chosen. */
  children: (challenge: PickedChallenge) => ReactNode;
}

/** Chooses one challenge, the latest first, and shows its part of the screen below. */
export function ChallengePicker({ children }: ChallengePickerProps) {
  const t = useOpsConsoleT();
  const { language } = useLanguage();
  const challenges = useOpsChallengesQuery();
  const [chosen, setChosen] = useState<number | null>(null);
  if (challenges.isLoading) return <Spinner label={t('opsConsole.challenges.loading')} />;
  if (!challenges.data) {
    return (
      <ErrorState
        message={t('opsConsole.challenges.error')}
        onRetry={() => void challenges.refetch()}
      />
    );
  }
  const titled = challenges.data.map((challenge) => ({
    ...challenge,
    title: (language === 'hi' && challenge.title_hi) || challenge.title,
  }));
  const picked = titled.find((challenge) => challenge.id === chosen) ?? titled[0];
  if (!picked) return <EmptyState title={t('opsConsole.challenges.empty')} />;
  return (
    <>
      <Select
        label={t('opsConsole.challenges.choose')}
        value={String(picked.id)}
        onChange={(event) => setChosen(Number(event.target.value))}
      >
        {titled.map((challenge) => (
          <option key={challenge.id} value={challenge.id}>
            {t('opsConsole.challenges.option', {
              title: challenge.title,
              from: challenge.start_date,
              until: challenge.end_date,
              sessions: challenge.sessions,
            })}
          </option>
        ))}
      </Select>
      {/* Keyed by the challenge: a form half-filled for one is never sent for another. */}
      <Fragment key={picked.id}>{children({ id: picked.id, title: picked.title })}</Fragment>
    </>
  );
}
