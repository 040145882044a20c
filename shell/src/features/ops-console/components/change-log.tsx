import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { ErrorState, Spinner } from '@yoga/shared';
import { useState, type ReactNode } from 'react';
import { useOpsPeopleQuery } from '../api/ops-endpoints';
import { useInstantText } from '../model/use-instant-text';
import { useOpsSession } from '../model/use-ops-session';
import { useOpsConsoleT } from '../ops-console-catalogue';

/** One line of an audit log as the API answers it; festival content keeps the item around it. */
export interface LoggedChange {
  action: string;
  actor: string;
  reason: string;
  at: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown>;
}

type MessageId = Parameters<ReturnType<typeof useOpsConsoleT>>[0];

/** An audit log's query as the hook answers it. */
interface LogRead<Change> {
  data?: { events: readonly Change[] };
  isLoading: boolean;
  error?: FetchBaseQueryError | SerializedError;
  refetch: () => unknown;
}

/**
 * Who a log names: "ops:7" is a person of the console, "ops" the deployment's scripts. Only admins
 * may list the console's people, so others see their own name and the rest by number.
 */
export function useActorName() {
  const t = useOpsConsoleT();
  const me = useOpsSession()?.person;
  const people = useOpsPeopleQuery(undefined, { skip: !me?.roles.includes('admin') });
  return (actor: string) => {
    if (me && actor === `ops:${me.id}`) return me.name;
    const named = people.data?.find((person) => `ops:${person.id}` === actor)?.name;
    if (named) return named;
    if (actor === 'ops') return t('opsConsole.remotes.script');
    const id = /^ops:(\d+)$/.exec(actor)?.[1];
    return id ? t('opsConsole.festivals.log.person', { id }) : actor;
  };
}

/** The labels of the fields a change rewrote, of those ops write (not a count, nor an id). */
function changedFields(
  change: LoggedChange,
  labels: Readonly<Record<string, MessageId>>,
): MessageId[] {
  const { before, after } = change;
  if (!before || !after) return [];
  return Object.keys(after).flatMap((field) => {
    const label = Object.hasOwn(labels, field) ? labels[field] : undefined;
    return label && JSON.stringify(before[field]) !== JSON.stringify(after[field]) ? [label] : [];
  });
}

interface ChangeLogLinesProps<Change extends LoggedChange> {
  read: LogRead<Change>;
  /** The action in words ("created", "release served"). */
  action: (change: Change) => string;
  /** The item's fields by their labels in its form: each edit says which of them it changed. */
  fields?: Readonly<Record<string, MessageId>>;
  /** Shows only this many of the latest changes. */
  latest?: number;
}

/** An audit log, newest first: when, what, who and why. */
export function ChangeLogLines<Change extends LoggedChange>({
  read,
  action,
  fields,
  latest,
}: ChangeLogLinesProps<Change>) {
  const t = useOpsConsoleT();
  const when = useInstantText();
  const who = useActorName();
  if (read.isLoading) return <Spinner label={t('opsConsole.festivals.log.loading')} />;
  // The festival routes answer 404 for an item whose log has no line (one put in by hand).
  const none = read.error && 'status' in read.error && read.error.status === 404;
  if (!read.data && !none) {
    return (
      <ErrorState
        message={t('opsConsole.festivals.log.error')}
        onRetry={() => void read.refetch()}
      />
    );
  }
  const events = [...(read.data?.events ?? [])].reverse().slice(0, latest);
  if (events.length === 0) return <p>{t('opsConsole.remotes.noHistory')}</p>;
  return (
    <ul className="ops-list">
      {events.map((change) => {
        const changed = fields ? changedFields(change, fields) : [];
        return (
          <li key={`${change.at}-${change.action}`}>
            <p>
              {t('opsConsole.remotes.event', {
                when: when(change.at),
                action: action(change),
                actor: who(change.actor),
                reason: change.reason,
              })}
            </p>
            {changed.length > 0 && (
              <p>
                {t('opsConsole.festivals.log.changed', {
                  fields: changed.map((label) => t(label)).join(', '),
                })}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * An item's change log, folded: its lines mount, and so are asked for, only once it is opened, so
 * a list of many items does not fetch every log.
 */
export function ChangeLog({ summary, children }: { summary: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="ops-remote__part" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{summary}</summary>
      {open && children}
    </details>
  );
}
