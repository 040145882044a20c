import { Button, Card, ErrorState, Spinner, TextField } from '@yoga/shared';
import type { ChallengeGameRules } from '@yoga/shared/schemas';
import { useState, type FormEvent } from 'react';
import { useOpsGameRulesQuery, useOpsSaveGameRulesMutation } from '../api/ops-game-endpoints';
import { typedNumber } from '../model/typed-number';
import { useFormProblem } from '../model/use-form-problem';
import { useOpsConsoleT } from '../ops-console-catalogue';
import { ChallengePicker, type PickedChallenge } from './challenge-picker';
import {
  LevelFields,
  levelDrafts,
  levelFieldNames,
  levelsToSend,
  type LevelDraft,
} from './level-fields';

/** The rules as typed: numbers as their text until sent, so a field can be emptied and retyped. */
interface RulesDraft {
  points_per_day: string;
  points_per_referral: string;
  voucher_min_days: string;
  prize: string;
  prize_hi: string;
  levels: LevelDraft[];
}

type TextPart = Exclude<keyof RulesDraft, 'levels'>;

const draftOf = (rules: ChallengeGameRules): RulesDraft => ({
  points_per_day: String(rules.points_per_day),
  points_per_referral: String(rules.points_per_referral),
  voucher_min_days: String(rules.voucher_min_days),
  prize: rules.guess_prize?.gift_name ?? '',
  prize_hi: rules.guess_prize?.gift_name_hi ?? '',
  levels: levelDrafts(rules.levels),
});

function rulesOf(draft: RulesDraft): ChallengeGameRules {
  const prize = { gift_name: draft.prize.trim(), gift_name_hi: draft.prize_hi.trim() };
  return {
    points_per_day: typedNumber(draft.points_per_day),
    points_per_referral: typedNumber(draft.points_per_referral),
    voucher_min_days: typedNumber(draft.voucher_min_days),
    levels: levelsToSend(draft.levels),
    // Both prize fields left empty keep the prize as it is (the API's rule for a missing one).
    ...(prize.gift_name || prize.gift_name_hi ? { guess_prize: prize } : {}),
  };
}

/** Where the API names a field of the form, by the draft's part that holds it. */
const API_FIELDS = {
  points_per_day: 'points_per_day',
  points_per_referral: 'points_per_referral',
  voucher_min_days: 'voucher_min_days',
  prize: 'guess_prize.gift_name',
  prize_hi: 'guess_prize.gift_name_hi',
} as const satisfies Record<TextPart, string>;

function RulesForm({
  challenge,
  rules,
}: {
  challenge: PickedChallenge;
  rules: ChallengeGameRules;
}) {
  const t = useOpsConsoleT();
  const [draft, setDraft] = useState(() => draftOf(rules));
  // The draft that was saved: "saved" shows until the form is changed again.
  const [savedDraft, setSavedDraft] = useState<RulesDraft | null>(null);
  const [save, saving] = useOpsSaveGameRulesMutation();
  const problem = useFormProblem(saving.error, [
    ...Object.values(API_FIELDS),
    ...levelFieldNames(draft.levels),
  ]);
  const field = (part: TextPart) => ({
    value: draft[part],
    onChange: (event: { target: { value: string } }) =>
      setDraft((before) => ({ ...before, [part]: event.target.value })),
    error: problem.of(API_FIELDS[part]),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const sent = draft;
    const saved = await save({ challengeId: challenge.id, rules: rulesOf(sent) });
    if ('data' in saved) setSavedDraft(sent);
  };

  const label = t('opsConsole.points.formLabel', { title: challenge.title });
  return (
    <form
      className="ops-form"
      aria-label={label}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <fieldset className="ops-rules__group">
        <legend>{t('opsConsole.points.points')}</legend>
        <div className="ops-form__row">
          <TextField
            label={t('opsConsole.points.perDay')}
            hint={t('opsConsole.points.perDayHint')}
            inputMode="numeric"
            required
            {...field('points_per_day')}
          />
          <TextField
            label={t('opsConsole.points.perReferral')}
            hint={t('opsConsole.points.perReferralHint')}
            inputMode="numeric"
            required
            {...field('points_per_referral')}
          />
        </div>
      </fieldset>
      <fieldset className="ops-rules__group">
        <legend>{t('opsConsole.points.voucher')}</legend>
        <TextField
          label={t('opsConsole.points.voucherDays')}
          hint={t('opsConsole.points.voucherDaysHint')}
          inputMode="numeric"
          required
          {...field('voucher_min_days')}
        />
      </fieldset>
      <LevelFields
        levels={draft.levels}
        onChange={(levels) => setDraft((before) => ({ ...before, levels }))}
        problem={problem}
      />
      <fieldset className="ops-rules__group">
        <legend>{t('opsConsole.points.prize')}</legend>
        <p>{t('opsConsole.points.prizeHint')}</p>
        <div className="ops-form__row">
          <TextField label={t('opsConsole.points.prizeName')} maxLength={120} {...field('prize')} />
          <TextField
            label={t('opsConsole.points.prizeNameHi')}
            lang="hi"
            maxLength={120}
            {...field('prize_hi')}
          />
        </div>
      </fieldset>
      {problem.whole && <ErrorState message={problem.whole} />}
      {savedDraft === draft && (
        <p role="status">{t('opsConsole.points.saved', { title: challenge.title })}</p>
      )}
      <Button type="submit" loading={saving.isLoading}>
        {t('opsConsole.points.save')}
      </Button>
    </form>
  );
}

function ChallengeRules({ challenge }: { challenge: PickedChallenge }) {
  const t = useOpsConsoleT();
  const read = useOpsGameRulesQuery(challenge.id);
  if (read.isLoading) return <Spinner label={t('opsConsole.points.loading')} />;
  if (!read.data) {
    return (
      <ErrorState message={t('opsConsole.points.error')} onRetry={() => void read.refetch()} />
    );
  }
  return <RulesForm challenge={challenge} rules={read.data} />;
}

/**
 * The content team's points and levels (issue 28): what a day attended and a friend brought are
 * worth, the days that earn the membership voucher, the levels and their gifts, and the guess &
 * win prize, per challenge. Every member's points follow a change within seconds.
 */
export function PointsRules() {
  const t = useOpsConsoleT();
  return (
    <Card heading={t('opsConsole.points.heading')}>
      <p>{t('opsConsole.points.intro')}</p>
      <ChallengePicker>{(challenge) => <ChallengeRules challenge={challenge} />}</ChallengePicker>
    </Card>
  );
}
