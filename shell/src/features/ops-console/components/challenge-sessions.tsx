import {
  Badge,
  Button,
  Card,
  EmptyState,
  ErrorState,
  Select,
  Spinner,
  useLanguage,
} from '@yoga/shared';
import type { AdminSessionRow } from '@yoga/shared/schemas';
import { useState } from 'react';
import {
  useOpsChallengesQuery,
  useOpsDeleteSessionMutation,
  useOpsSessionsQuery,
} from '../api/ops-content-endpoints';
import { useInstantText } from '../model/use-instant-text';
import { useOpsConsoleT } from '../ops-console-catalogue';
import { SessionForm } from './session-form';

/** Removing a batch takes its attendance with it, so it asks once more. */
function RemoveSession({
  challengeId,
  session,
}: {
  challengeId: number;
  session: AdminSessionRow;
}) {
  const t = useOpsConsoleT();
  const [asking, setAsking] = useState(false);
  const [remove, removing] = useOpsDeleteSessionMutation();
  const slot = { challengeId, day: session.day, batch: session.batch };
  if (!asking) {
    return (
      <Button variant="secondary" onClick={() => setAsking(true)}>
        {t('opsConsole.sessions.remove', slot)}
      </Button>
    );
  }
  return (
    <div className="ops-form">
      <p role="alert">{t('opsConsole.sessions.removeWarning', { joins: session.zoom_joins })}</p>
      {removing.isError && <ErrorState message={t('opsConsole.sessions.removeError')} />}
      <div className="ops-form__actions">
        <Button loading={removing.isLoading} onClick={() => void remove(slot)}>
          {t('opsConsole.sessions.confirmRemove', slot)}
        </Button>
        <Button variant="secondary" onClick={() => setAsking(false)}>
          {t('opsConsole.people.cancel')}
        </Button>
      </div>
    </div>
  );
}

function SessionEntry({ challengeId, session }: { challengeId: number; session: AdminSessionRow }) {
  const t = useOpsConsoleT();
  const { language } = useLanguage();
  const when = useInstantText();
  const [editing, setEditing] = useState(false);
  const title = (language === 'hi' && session.title_hi) || session.title;
  return (
    <li className="ops-list__entry">
      <p>
        <strong>
          {t('opsConsole.sessions.line', { day: session.day, batch: session.batch, title })}
        </strong>{' '}
        {session.world_record && (
          <Badge tone="brand">{t('opsConsole.sessions.worldRecordBadge')}</Badge>
        )}
      </p>
      <p>
        {t('opsConsole.sessions.when', {
          when: when(session.starts_at),
          minutes: session.duration_minutes,
        })}
      </p>
      <p>
        {t('opsConsole.sessions.seats', {
          joins: session.zoom_joins,
          capacity: session.zoom_capacity,
        })}
      </p>
      {editing ? (
        <SessionForm challengeId={challengeId} session={session} onDone={() => setEditing(false)} />
      ) : (
        <div className="ops-form__actions">
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {t('opsConsole.sessions.edit', { day: session.day, batch: session.batch })}
          </Button>
          <RemoveSession challengeId={challengeId} session={session} />
        </div>
      )}
    </li>
  );
}

/** The sessions by day, days in order, each day's batches in order. */
function byDay(sessions: readonly AdminSessionRow[]): [number, AdminSessionRow[]][] {
  const days = new Map<number, AdminSessionRow[]>();
  for (const session of [...sessions].sort((a, b) => a.day - b.day || a.batch - b.batch)) {
    days.set(session.day, [...(days.get(session.day) ?? []), session]);
  }
  return [...days];
}

function Sessions({ challengeId }: { challengeId: number }) {
  const t = useOpsConsoleT();
  const [adding, setAdding] = useState(false);
  const read = useOpsSessionsQuery(challengeId);
  if (read.isLoading) return <Spinner label={t('opsConsole.sessions.loading')} />;
  if (!read.data) {
    return (
      <ErrorState message={t('opsConsole.sessions.error')} onRetry={() => void read.refetch()} />
    );
  }
  return (
    <>
      {adding ? (
        <SessionForm challengeId={challengeId} onDone={() => setAdding(false)} />
      ) : (
        <Button onClick={() => setAdding(true)}>{t('opsConsole.sessions.add')}</Button>
      )}
      {read.data.length === 0 ? (
        <EmptyState title={t('opsConsole.sessions.empty')} />
      ) : (
        // A day at a time: fourteen days of several batches are a long scroll on a phone.
        byDay(read.data).map(([day, sessions]) => (
          <details key={day} className="ops-remote__part">
            <summary>{t('opsConsole.sessions.dayGroup', { day, count: sessions.length })}</summary>
            <ul className="ops-list">
              {sessions.map((session) => (
                <SessionEntry key={session.id} challengeId={challengeId} session={session} />
              ))}
            </ul>
          </details>
        ))
      )}
    </>
  );
}

/**
 * The content team's challenges (issue 28): each day's batches with their start, links, Zoom
 * seats and the world-record attempt, added, changed and removed without a developer.
 */
export function ChallengeSessions() {
  const t = useOpsConsoleT();
  const { language } = useLanguage();
  const challenges = useOpsChallengesQuery();
  const [chosen, setChosen] = useState<number | null>(null);
  let body;
  if (challenges.isLoading) body = <Spinner label={t('opsConsole.challenges.loading')} />;
  else if (!challenges.data) {
    body = (
      <ErrorState
        message={t('opsConsole.challenges.error')}
        onRetry={() => void challenges.refetch()}
      />
    );
  } else {
    const id = chosen ?? challenges.data[0]?.id;
    body =
      id === undefined ? (
        <EmptyState title={t('opsConsole.challenges.empty')} />
      ) : (
        <>
          <Select
            label={t('opsConsole.challenges.choose')}
            value={String(id)}
            onChange={(event) => setChosen(Number(event.target.value))}
          >
            {challenges.data.map((challenge) => (
              <option key={challenge.id} value={challenge.id}>
                {t('opsConsole.challenges.option', {
                  title: (language === 'hi' && challenge.title_hi) || challenge.title,
                  from: challenge.start_date,
                  until: challenge.end_date,
                  sessions: challenge.sessions,
                })}
              </option>
            ))}
          </Select>
          <Sessions key={id} challengeId={id} />
        </>
      );
  }
  return (
    <Card heading={t('opsConsole.challenges.heading')}>
      <p>{t('opsConsole.challenges.intro')}</p>
      {body}
    </Card>
  );
}
