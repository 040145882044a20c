import {
  Button,
  ButtonLink,
  ErrorState,
  Select,
  Skeleton,
  useContentText,
  type ChallengeProgram,
  type LivePreferences,
} from '@yoga/shared';
import { saveTextFile } from '@yoga/shared/ui-extra';
import { useState, type FormEvent } from 'react';
import {
  useChallengeLivePreferencesQuery,
  useChallengeSaveLivePreferencesMutation,
} from '../api/live-plan-api';
import { useLivePlanT } from '../live-plan-catalogue';
import { batchSlots, nextSessionOfBatch } from '../model/batch-slots';
import { googleCalendarLink } from '../model/google-calendar-link';
import './live-plan.css';

export interface LivePlanProps {
  program: ChallengeProgram;
  leadId: number;
  /** The member's own zone and the page's locale, for the batch times. */
  zone: string;
  locale: string;
}

type Notice = 'saved' | 'reminderOn' | 'reminderOff' | 'saveFailed' | 'icsFailed' | null;

function Plan({
  program,
  leadId,
  zone,
  locale,
  preferences,
}: LivePlanProps & { preferences: LivePreferences }) {
  const t = useLivePlanT();
  const content = useContentText();
  const [save, { isLoading: saving }] = useChallengeSaveLivePreferencesMutation();
  const [choice, setChoice] = useState(preferences.preferred_batch ?? 0);
  const [notice, setNotice] = useState<Notice>(null);
  const [makingFile, setMakingFile] = useState(false);
  const slots = batchSlots(program.sessions, zone, locale);
  const chosen = preferences.preferred_batch;
  const timeOf = (batch: number) => slots.find((slot) => slot.batch === batch)?.time ?? '';
  const liveUrl = `${window.location.origin}/live`;
  const eventTitle = (session: { day: number; title: string; title_hi: string | null }) =>
    t('livePlan.eventTitle', { day: session.day, title: content(session.title, session.title_hi) });
  const details = t('livePlan.eventDetails', { url: liveUrl });
  const next = chosen === null ? null : nextSessionOfBatch(program.sessions, chosen, new Date());

  const saveBatch = async (event: FormEvent) => {
    event.preventDefault();
    if (!choice) return;
    const saved = await save({ leadId, change: { preferred_batch: choice } }).then(
      (answer) => 'data' in answer,
    );
    setNotice(saved ? 'saved' : 'saveFailed');
  };

  const setReminder = async (reminder: boolean) => {
    const saved = await save({ leadId, change: { reminder } }).then((answer) => 'data' in answer);
    setNotice(saved ? (reminder ? 'reminderOn' : 'reminderOff') : 'saveFailed');
  };

  const addToCalendar = async () => {
    if (chosen === null) return;
    setMakingFile(true);
    try {
      // The calendar libraries load on this tap only: most visits never need them.
      const { calendarFile } = await import('../model/calendar-file');
      const text = calendarFile(program, chosen, {
        name: content(program.title, program.title_hi),
        summary: eventTitle,
        description: details,
        url: liveUrl,
        host: window.location.hostname,
      });
      saveTextFile(text, `yoga-challenge-${program.id}-batch-${chosen}.ics`, 'text/calendar');
    } catch {
      setNotice('icsFailed');
    } finally {
      setMakingFile(false);
    }
  };

  const noticeText =
    notice === 'saved' && chosen !== null
      ? t('livePlan.saved', { time: timeOf(chosen) })
      : notice === 'reminderOn'
        ? t('livePlan.reminderOn')
        : notice === 'reminderOff'
          ? t('livePlan.reminderOff')
          : null;

  return (
    <>
      <h2 id="live-plan-title">{t(chosen === null ? 'livePlan.askTitle' : 'livePlan.title')}</h2>
      {chosen === null && <p>{t('livePlan.askText')}</p>}
      <form className="live-plan__form" onSubmit={(event) => void saveBatch(event)}>
        <Select
          label={t('livePlan.batchLabel')}
          value={choice}
          onChange={(event) => setChoice(Number(event.target.value))}
        >
          {chosen === null && (
            <option value={0} disabled>
              {t('livePlan.choose')}
            </option>
          )}
          {slots.map((slot) => (
            <option key={slot.batch} value={slot.batch}>
              {t('livePlan.batchOption', { time: slot.time, batch: slot.batch })}
            </option>
          ))}
        </Select>
        <Button
          type="submit"
          variant={chosen === null ? 'primary' : 'secondary'}
          loading={saving}
          disabled={!choice || choice === chosen}
        >
          {t('livePlan.save')}
        </Button>
      </form>
      {chosen !== null && (
        <>
          <label className="live-plan__reminder">
            <input
              type="checkbox"
              checked={preferences.reminder}
              disabled={saving}
              onChange={(event) => void setReminder(event.target.checked)}
            />
            {t('livePlan.reminder')}
          </label>
          <h3>{t('livePlan.calendarTitle')}</h3>
          <div className="live-plan__calendar">
            <Button variant="secondary" loading={makingFile} onClick={() => void addToCalendar()}>
              {t('livePlan.ics')}
            </Button>
            {next && (
              <ButtonLink
                variant="secondary"
                href={googleCalendarLink(next, {
                  title: eventTitle(next),
                  details,
                  timeZone: program.timezone,
                })}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('livePlan.google')}
                <span className="kit-visually-hidden"> {t('livePlan.newTab')}</span>
              </ButtonLink>
            )}
          </div>
        </>
      )}
      <p role="status" className="live-plan__notice">
        {noticeText}
      </p>
      {(notice === 'saveFailed' || notice === 'icsFailed') && (
        <p role="alert" className="live-plan__problem">
          {t(notice === 'saveFailed' ? 'livePlan.saveFailed' : 'livePlan.icsFailed')}
        </p>
      )}
    </>
  );
}

/** The member's usual batch (asked on the first visit), their reminder and the calendar. */
export function LivePlan(props: LivePlanProps) {
  const t = useLivePlanT();
  const preferences = useChallengeLivePreferencesQuery(props.leadId);
  return (
    <section className="live-plan" aria-labelledby="live-plan-title">
      {preferences.data ? (
        <Plan {...props} preferences={preferences.data} />
      ) : preferences.isLoading ? (
        <Skeleton height="6rem" />
      ) : (
        <ErrorState
          message={t('livePlan.error')}
          onRetry={() => void preferences.refetch()}
          retrying={preferences.isFetching}
        />
      )}
    </section>
  );
}
