import { TextField } from '@yoga/shared';
import type { KidsCamp } from '@yoga/shared/models';
import type { KidsCampInputRow } from '@yoga/shared/schemas';
import { TextArea } from '@yoga/shared/ui-extra';
import { useState, type FormEvent } from 'react';
import { useOpsPutKidsCampMutation } from '../api/ops-kids-camp-endpoints';
import { bindFields, fieldText, rowFields } from '../model/form-fields';
import { KIDS_CAMP_FIELD_LABELS } from '../model/kids-camp-labels';
import { useFormProblem } from '../model/use-form-problem';
import { useOpsConsoleT } from '../ops-console-catalogue';
import { RowFields } from './row-fields';
import { FormEnd } from './form-end';
import { TitleSummaryFields } from './title-summary-fields';
import { NewAddressField } from './new-address-field';
import { OpsForm } from './ops-form';

type Batch = KidsCampInputRow['batches'][number];
type Pose = KidsCampInputRow['poses'][number];
type Name = Exclude<keyof KidsCampInputRow, 'batches' | 'poses'> | 'slug';

// The API's limits on a camp's lists.
const MAX_BATCHES = 6;
const MAX_POSES = 20;

const BLANK_BATCH: Batch = { id: '', starts_at: '', ends_at: '', label: '', label_hi: '' };
const BLANK_POSE: Pose = { name: '', name_hi: '', line: '', line_hi: '' };

function startingValues(camp: KidsCamp | undefined): Record<Name, string> {
  return {
    slug: fieldText(camp?.slug),
    title: fieldText(camp?.title),
    title_hi: fieldText(camp?.title_hi),
    summary: fieldText(camp?.summary),
    summary_hi: fieldText(camp?.summary_hi),
    starts_on: fieldText(camp?.starts_on),
    ends_on: fieldText(camp?.ends_on),
    // Each change says why afresh: the log keeps one reason a change.
    reason: '',
  };
}

/** A row's texts as the API takes them: trimmed (a time field's value is sent as it is). */
const trimmed = <Row extends Record<string, string>>(row: Row): Row =>
  Object.fromEntries(Object.entries(row).map(([key, text]) => [key, text.trim()])) as Row;

interface KidsCampFormProps {
  /** The camp to change; none to add one (its slug is asked too). */
  camp?: KidsCamp;
  /** The slugs in use: saving under one of them would replace that camp, not add one. */
  taken: readonly string[];
  onDone: () => void;
}

/**
 * A kids camp written whole, every text in English and Hindi: its days in India, its batches
 * (each with its India times, the id a child's enrolment names, and its name) and the poses its
 * printable sheet teaches, a line each on how to do them.
 */
export function KidsCampForm({ camp, taken, onDone }: KidsCampFormProps) {
  const t = useOpsConsoleT();
  const [values, setValues] = useState(() => startingValues(camp));
  const [batches, setBatches] = useState<Batch[]>(() =>
    camp ? camp.batches.map((batch) => ({ ...batch })) : [BLANK_BATCH],
  );
  const [poses, setPoses] = useState<Pose[]>(() =>
    camp ? camp.poses.map((pose) => ({ ...pose })) : [BLANK_POSE],
  );
  const [slugTaken, setSlugTaken] = useState(false);
  const [save, saving] = useOpsPutKidsCampMutation();
  const problem = useFormProblem(saving.error, [
    ...Object.keys(values),
    ...Object.keys(KIDS_CAMP_FIELD_LABELS),
    ...rowFields('batches', batches, Object.keys(BLANK_BATCH)),
    ...rowFields('poses', poses, Object.keys(BLANK_POSE)),
  ]);
  const field = bindFields(values, setValues, problem);
  const slug = camp?.slug ?? values.slug.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!camp && taken.includes(slug)) {
      setSlugTaken(true);
      return;
    }
    const written: KidsCampInputRow = {
      title: values.title.trim(),
      title_hi: values.title_hi.trim(),
      summary: values.summary.trim(),
      summary_hi: values.summary_hi.trim(),
      starts_on: values.starts_on,
      ends_on: values.ends_on,
      batches: batches.map(trimmed),
      poses: poses.map(trimmed),
      reason: values.reason.trim(),
    };
    const saved = await save({ slug, camp: written });
    if ('data' in saved) onDone();
  };

  const heading = camp
    ? t('opsConsole.kidsCamp.editHeading', { title: camp.title })
    : t('opsConsole.kidsCamp.addHeading');
  return (
    <OpsForm heading={heading} onSubmit={submit}>
      {!camp && (
        <NewAddressField
          label={t('opsConsole.kidsCamp.slug')}
          hint={t('opsConsole.kidsCamp.slugHint')}
          takenText={t('opsConsole.kidsCamp.slugTaken')}
          field={field('slug')}
          taken={slugTaken}
          onTyping={() => setSlugTaken(false)}
        />
      )}
      <TitleSummaryFields field={field} summaryMaxLength={600} />
      <div className="ops-form__row">
        <TextField
          label={t(KIDS_CAMP_FIELD_LABELS.starts_on)}
          type="date"
          required
          {...field('starts_on')}
        />
        <TextField
          label={t(KIDS_CAMP_FIELD_LABELS.ends_on)}
          type="date"
          required
          {...field('ends_on')}
        />
      </div>
      <RowFields
        legend={t(KIDS_CAMP_FIELD_LABELS.batches)}
        rows={batches}
        onChange={setBatches}
        blank={BLANK_BATCH}
        max={MAX_BATCHES}
        addLabel={t('opsConsole.kidsCamp.addBatch')}
        removeLabel={(place) => t('opsConsole.kidsCamp.removeBatch', { place })}
        problem={problem.of('batches')}
      >
        {(one, place, change) => (
          <>
            <TextField
              label={t('opsConsole.kidsCamp.batchId', { place })}
              hint={t('opsConsole.kidsCamp.batchIdHint')}
              autoCapitalize="none"
              maxLength={24}
              required
              value={one.id}
              onChange={(event) => change({ id: event.target.value })}
              error={problem.of(`batches.${place - 1}.id`)}
            />
            <div className="ops-form__row">
              <TextField
                label={t('opsConsole.kidsCamp.batchStartsAt', { place })}
                type="time"
                required
                value={one.starts_at}
                onChange={(event) => change({ starts_at: event.target.value })}
                error={problem.of(`batches.${place - 1}.starts_at`)}
              />
              <TextField
                label={t('opsConsole.kidsCamp.batchEndsAt', { place })}
                type="time"
                required
                value={one.ends_at}
                onChange={(event) => change({ ends_at: event.target.value })}
                error={problem.of(`batches.${place - 1}.ends_at`)}
              />
            </div>
            <div className="ops-form__row">
              <TextField
                label={t('opsConsole.kidsCamp.batchLabel', { place })}
                maxLength={40}
                required
                value={one.label}
                onChange={(event) => change({ label: event.target.value })}
                error={problem.of(`batches.${place - 1}.label`)}
              />
              <TextField
                label={t('opsConsole.kidsCamp.batchLabelHi', { place })}
                lang="hi"
                maxLength={40}
                required
                value={one.label_hi}
                onChange={(event) => change({ label_hi: event.target.value })}
                error={problem.of(`batches.${place - 1}.label_hi`)}
              />
            </div>
          </>
        )}
      </RowFields>
      <RowFields
        legend={t(KIDS_CAMP_FIELD_LABELS.poses)}
        rows={poses}
        onChange={setPoses}
        blank={BLANK_POSE}
        max={MAX_POSES}
        addLabel={t('opsConsole.kidsCamp.addPose')}
        removeLabel={(place) => t('opsConsole.kidsCamp.removePose', { place })}
        problem={problem.of('poses')}
      >
        {(one, place, change) => (
          <>
            <div className="ops-form__row">
              <TextField
                label={t('opsConsole.kidsCamp.poseName', { place })}
                maxLength={80}
                required
                value={one.name}
                onChange={(event) => change({ name: event.target.value })}
                error={problem.of(`poses.${place - 1}.name`)}
              />
              <TextField
                label={t('opsConsole.kidsCamp.poseNameHi', { place })}
                lang="hi"
                maxLength={80}
                required
                value={one.name_hi}
                onChange={(event) => change({ name_hi: event.target.value })}
                error={problem.of(`poses.${place - 1}.name_hi`)}
              />
            </div>
            <TextArea
              label={t('opsConsole.kidsCamp.poseLine', { place })}
              rows={2}
              maxLength={300}
              required
              value={one.line}
              onChange={(event) => change({ line: event.target.value })}
              error={problem.of(`poses.${place - 1}.line`)}
            />
            <TextArea
              label={t('opsConsole.kidsCamp.poseLineHi', { place })}
              lang="hi"
              rows={2}
              maxLength={300}
              required
              value={one.line_hi}
              onChange={(event) => change({ line_hi: event.target.value })}
              error={problem.of(`poses.${place - 1}.line_hi`)}
            />
          </>
        )}
      </RowFields>
      <FormEnd
        reason={{ label: t('opsConsole.festivals.reason'), ...field('reason') }}
        problem={problem.whole}
        saveLabel={t('opsConsole.kidsCamp.save')}
        saving={saving.isLoading}
        onCancel={onDone}
      />
    </OpsForm>
  );
}
