import { Select, TextField } from '@yoga/shared';
import { DEFAULT_ZOOM_CAPACITY } from '@yoga/shared/domain';
import type { AdminSessionRow } from '@yoga/shared/schemas';
import { useState, type FormEvent } from 'react';
import { useOpsPutSessionMutation, type SessionWrite } from '../api/ops-content-endpoints';
import { fromIndiaDateTimeLocal, toIndiaDateTimeLocal } from '../model/india-date-time';
import { useFormProblem } from '../model/use-form-problem';
import { useOpsConsoleT } from '../ops-console-catalogue';
import { FormEnd } from './form-end';
import { OpsForm } from './ops-form';

const LINKS = ['zoom_url', 'youtube_url', 'replay_url', 'guide_url'] as const;
type Link = (typeof LINKS)[number];

// Ids spelled out in full, so the catalogue check finds each one used.
const LINK_LABELS = {
  zoom_url: 'opsConsole.sessions.zoomUrl',
  youtube_url: 'opsConsole.sessions.youtubeUrl',
  replay_url: 'opsConsole.sessions.replayUrl',
  guide_url: 'opsConsole.sessions.guideUrl',
} as const satisfies Record<Link, string>;

const FIELDS = [
  'day',
  'batch',
  'title',
  'title_hi',
  'starts_at',
  'duration_minutes',
  'zoom_capacity',
  ...LINKS,
];

interface SessionFormProps {
  challengeId: number;
  /** The session to change; none to add a batch (its day and batch are asked too). */
  session?: AdminSessionRow;
  onDone: () => void;
}

const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/**
 * One day's one batch, written whole: titles in both languages, the start in India time, the
 * length, the links members open and the Zoom seats, and whether it is the world-record attempt.
 */
export function SessionForm({ challengeId, session, onDone }: SessionFormProps) {
  const t = useOpsConsoleT();
  const [values, setValues] = useState<Record<string, string>>(() => ({
    day: text(session?.day),
    batch: text(session?.batch ?? 1),
    title: text(session?.title),
    title_hi: text(session?.title_hi),
    starts_at: toIndiaDateTimeLocal(session?.starts_at ?? null),
    duration_minutes: text(session?.duration_minutes ?? 45),
    zoom_capacity: text(session?.zoom_capacity ?? DEFAULT_ZOOM_CAPACITY),
    ...Object.fromEntries(LINKS.map((link) => [link, text(session?.[link])])),
    world_record: session?.world_record ? 'yes' : 'no',
  }));
  const [save, saving] = useOpsPutSessionMutation();
  const problem = useFormProblem(saving.error, FIELDS);
  const field = (name: string) => ({
    value: values[name] ?? '',
    onChange: (event: { target: { value: string } }) =>
      setValues((before) => ({ ...before, [name]: event.target.value })),
    error: problem.of(name),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const link = (name: Link) => values[name]?.trim() || null;
    const written: SessionWrite = {
      title: values.title?.trim() ?? '',
      title_hi: values.title_hi?.trim() ?? '',
      starts_at: fromIndiaDateTimeLocal(values.starts_at ?? '') ?? '',
      duration_minutes: Number(values.duration_minutes),
      zoom_capacity: Number(values.zoom_capacity),
      zoom_url: link('zoom_url'),
      youtube_url: link('youtube_url'),
      replay_url: link('replay_url'),
      guide_url: link('guide_url'),
      world_record: values.world_record === 'yes',
    };
    const saved = await save({
      challengeId,
      day: Number(values.day),
      batch: Number(values.batch),
      session: written,
    });
    if ('data' in saved) onDone();
  };

  const heading = session
    ? t('opsConsole.sessions.editHeading', { day: session.day, batch: session.batch })
    : t('opsConsole.sessions.addHeading');
  return (
    <OpsForm heading={heading} onSubmit={submit}>
      {!session && (
        <div className="ops-form__row">
          <TextField label={t('opsConsole.sessions.day')} inputMode="numeric" {...field('day')} />
          <TextField
            label={t('opsConsole.sessions.batch')}
            inputMode="numeric"
            {...field('batch')}
          />
        </div>
      )}
      <TextField label={t('opsConsole.sessions.title')} maxLength={120} {...field('title')} />
      <TextField
        label={t('opsConsole.sessions.titleHi')}
        lang="hi"
        maxLength={120}
        {...field('title_hi')}
      />
      <div className="ops-form__row">
        <TextField
          label={t('opsConsole.sessions.startsAt')}
          type="datetime-local"
          {...field('starts_at')}
        />
        <TextField
          label={t('opsConsole.sessions.duration')}
          inputMode="numeric"
          {...field('duration_minutes')}
        />
      </div>
      {LINKS.map((link) => (
        <TextField key={link} label={t(LINK_LABELS[link])} type="url" {...field(link)} />
      ))}
      <div className="ops-form__row">
        <TextField
          label={t('opsConsole.sessions.capacity')}
          inputMode="numeric"
          {...field('zoom_capacity')}
        />
        <Select label={t('opsConsole.sessions.worldRecord')} {...field('world_record')}>
          <option value="no">{t('opsConsole.sessions.worldRecordNo')}</option>
          <option value="yes">{t('opsConsole.sessions.worldRecordYes')}</option>
        </Select>
      </div>
      <FormEnd
        problem={problem.whole}
        saveLabel={t('opsConsole.sessions.save')}
        saving={saving.isLoading}
        onCancel={onDone}
      />
    </OpsForm>
  );
}
