import { TextField } from '@yoga/shared';
import type { GarbaStepInputRow, OpsGarbaStep } from '@yoga/shared/schemas';
import { TextArea } from '@yoga/shared/ui-extra';
import { useState, type FormEvent } from 'react';
import { useOpsPutGarbaStepMutation } from '../api/ops-festival-endpoints';
import { bindFields, fieldText, orNull } from '../model/form-fields';
import { GARBA_FIELD_LABELS } from '../model/festival-labels';
import { typedNumber } from '../model/typed-number';
import { useFormProblem } from '../model/use-form-problem';
import { useOpsConsoleT } from '../ops-console-catalogue';
import { FormEnd } from './form-end';
import { OpsForm } from './ops-form';

type Name = keyof GarbaStepInputRow;

const FIELDS: readonly string[] = ['reason', ...Object.keys(GARBA_FIELD_LABELS)];

function startingValues(step: OpsGarbaStep | undefined): Record<Name, string> {
  return {
    title: fieldText(step?.title),
    title_hi: fieldText(step?.title_hi),
    instructions: fieldText(step?.instructions),
    instructions_hi: fieldText(step?.instructions_hi),
    // A common garba round: eight beats at a walking pace.
    counts: fieldText(step?.counts ?? 8),
    bpm: fieldText(step?.bpm ?? 100),
    video_url: fieldText(step?.video_url),
    reason: '',
  };
}

interface GarbaStepFormProps {
  /** The step's place, 1 for the first; a new one goes right after the last. */
  place: number;
  /** The step to change; none to add it. */
  step?: OpsGarbaStep;
  onDone: () => void;
}

/**
 * One garba step written whole, in English and Hindi: its title, its instructions one a line,
 * its beat (counts a round, beats a minute) and the video members watch.
 */
export function GarbaStepForm({ place, step, onDone }: GarbaStepFormProps) {
  const t = useOpsConsoleT();
  const [values, setValues] = useState(() => startingValues(step));
  const [save, saving] = useOpsPutGarbaStepMutation();
  const problem = useFormProblem(saving.error, FIELDS);
  const field = bindFields(values, setValues, problem);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const written: GarbaStepInputRow = {
      title: values.title.trim(),
      title_hi: values.title_hi.trim(),
      // Line by line as typed, but without the blank lines a paste leaves at either end.
      instructions: values.instructions.trim(),
      instructions_hi: values.instructions_hi.trim(),
      counts: typedNumber(values.counts),
      bpm: typedNumber(values.bpm),
      video_url: orNull(values.video_url),
      reason: values.reason.trim(),
    };
    const saved = await save({ step: place, garbaStep: written });
    if ('data' in saved) onDone();
  };

  const heading = step
    ? t('opsConsole.festivals.garba.editHeading', { step: place })
    : t('opsConsole.festivals.garba.addHeading', { step: place });
  return (
    <OpsForm heading={heading} onSubmit={submit}>
      <TextField label={t(GARBA_FIELD_LABELS.title)} maxLength={120} required {...field('title')} />
      <TextField
        label={t(GARBA_FIELD_LABELS.title_hi)}
        lang="hi"
        maxLength={120}
        required
        {...field('title_hi')}
      />
      <TextArea
        label={t(GARBA_FIELD_LABELS.instructions)}
        hint={t('opsConsole.festivals.garba.instructionsHint')}
        maxLength={1500}
        required
        {...field('instructions')}
      />
      <TextArea
        label={t(GARBA_FIELD_LABELS.instructions_hi)}
        lang="hi"
        maxLength={1500}
        required
        {...field('instructions_hi')}
      />
      <div className="ops-form__row">
        <TextField
          label={t(GARBA_FIELD_LABELS.counts)}
          inputMode="numeric"
          required
          {...field('counts')}
        />
        <TextField
          label={t(GARBA_FIELD_LABELS.bpm)}
          inputMode="numeric"
          required
          {...field('bpm')}
        />
      </div>
      <TextField
        label={t(GARBA_FIELD_LABELS.video_url)}
        hint={t('opsConsole.festivals.garba.videoHint')}
        type="url"
        maxLength={300}
        {...field('video_url')}
      />
      <FormEnd
        reason={{ label: t('opsConsole.festivals.reason'), ...field('reason') }}
        problem={problem.whole}
        saveLabel={t('opsConsole.festivals.garba.save')}
        saving={saving.isLoading}
        onCancel={onDone}
      />
    </OpsForm>
  );
}
