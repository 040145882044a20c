import { Button, EmptyState, ErrorState, TextField } from '@yoga/shared';
import type { ChallengeGameRules } from '@yoga/shared/schemas';
import type { useFormProblem } from '../model/use-form-problem';
import { typedNumber } from '../model/typed-number';
import { useOpsConsoleT } from '../ops-console-catalogue';

type Level = ChallengeGameRules['levels'][number];

/** One level as typed. Its number is its place in the list: levels are steps, one after another. */
export interface LevelDraft {
  /** Keeps each row's fields with it when a row above is removed. */
  key: number;
  referrals_needed: string;
  gift_name: string;
  gift_name_hi: string;
}

let lastKey = 0;

export const emptyLevel = (): LevelDraft => ({
  key: ++lastKey,
  referrals_needed: '',
  gift_name: '',
  gift_name_hi: '',
});

/** The saved levels as rows to edit, lowest first. */
export const levelDrafts = (levels: readonly Level[]): LevelDraft[] =>
  [...levels]
    .sort((a, b) => a.level - b.level)
    .map((level) => ({
      key: ++lastKey,
      referrals_needed: String(level.referrals_needed),
      gift_name: level.gift_name,
      gift_name_hi: level.gift_name_hi,
    }));

/** The rows as the API takes them, numbered from 1 in the order shown. */
export const levelsToSend = (drafts: readonly LevelDraft[]): Level[] =>
  drafts.map((draft, index) => ({
    level: index + 1,
    referrals_needed: typedNumber(draft.referrals_needed),
    gift_name: draft.gift_name.trim(),
    gift_name_hi: draft.gift_name_hi.trim(),
  }));

const LEVEL_FIELDS = ['referrals_needed', 'gift_name', 'gift_name_hi'] as const;

/**
 * The levels' fields the API may name, for `useFormProblem`. A level's number is not one: it is
 * the row's place, so a problem with it (more than 20 rows) is the form's.
 */
export const levelFieldNames = (drafts: readonly LevelDraft[]): string[] => [
  'levels',
  ...drafts.flatMap((_, index) => LEVEL_FIELDS.map((field) => `levels.${index}.${field}`)),
];

interface LevelFieldsProps {
  levels: readonly LevelDraft[];
  onChange: (levels: LevelDraft[]) => void;
  problem: ReturnType<typeof useFormProblem>;
}

/** A challenge's levels, a row each: the referrals that reach it and its gift in both languages. */
export function LevelFields({ levels, onChange, problem }: LevelFieldsProps) {
  const t = useOpsConsoleT();
  const change = (key: number, field: (typeof LEVEL_FIELDS)[number], value: string) =>
    onChange(levels.map((level) => (level.key === key ? { ...level, [field]: value } : level)));
  return (
    <fieldset className="ops-rules__group">
      <legend>{t('opsConsole.points.levels')}</legend>
      <p>{t('opsConsole.points.levelsHint')}</p>
      {/* The API says only that the list is wrong (out of order, or too long): say what is asked. */}
      {problem.of('levels') && <ErrorState message={t('opsConsole.points.levelsProblem')} />}
      {levels.length === 0 ? (
        <EmptyState title={t('opsConsole.points.noLevels')} />
      ) : (
        <ol className="ops-list">
          {levels.map((draft, index) => {
            const level = index + 1;
            const field = (name: (typeof LEVEL_FIELDS)[number]) => ({
              value: draft[name],
              onChange: (event: { target: { value: string } }) =>
                change(draft.key, name, event.target.value),
              error: problem.of(`levels.${index}.${name}`),
            });
            return (
              <li key={draft.key} className="ops-list__entry">
                <h4>{t('opsConsole.points.level', { level })}</h4>
                <TextField
                  label={t('opsConsole.points.referralsNeeded', { level })}
                  inputMode="numeric"
                  required
                  {...field('referrals_needed')}
                />
                <div className="ops-form__row">
                  <TextField
                    label={t('opsConsole.points.giftName', { level })}
                    maxLength={120}
                    required
                    {...field('gift_name')}
                  />
                  <TextField
                    label={t('opsConsole.points.giftNameHi', { level })}
                    lang="hi"
                    maxLength={120}
                    required
                    {...field('gift_name_hi')}
                  />
                </div>
                <Button
                  variant="secondary"
                  onClick={() => onChange(levels.filter((other) => other.key !== draft.key))}
                >
                  {t('opsConsole.points.removeLevel', { level })}
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      <Button variant="secondary" onClick={() => onChange([...levels, emptyLevel()])}>
        {t('opsConsole.points.addLevel')}
      </Button>
    </fieldset>
  );
}
