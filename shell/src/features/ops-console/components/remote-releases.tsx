import {
  Badge,
  Button,
  Card,
  EmptyState,
  ErrorState,
  Spinner,
  type ManifestRoute,
  type RemoteDescriptor,
} from '@yoga/shared';
import type { RemoteEvents } from '@yoga/shared/schemas';
import { useState } from 'react';
import {
  useOpsReleasesQuery,
  useOpsRemoteEventsQuery,
  useOpsRemotesQuery,
  useOpsServeReleaseMutation,
  useOpsSwitchRemoteMutation,
  useOpsSwitchRouteMutation,
  type SwitchChange,
} from '../api/ops-remote-endpoints';
import { useFormProblem } from '../model/use-form-problem';
import { useInstantText } from '../model/use-instant-text';
import { useOpsConsoleT } from '../ops-console-catalogue';
import { ChangeLog, ChangeLogLines, useActorName } from './change-log';
import { ReasonForm } from './reason-form';
import { SwitchEditor } from './switch-editor';

/** How many of a remote's latest audit entries the screen shows. */
const HISTORY_SHOWN = 5;

// Ids spelled out in full, so the catalogue check finds each one used.
const EVENT_LABELS = {
  released: 'opsConsole.remotes.event.released',
  activated: 'opsConsole.remotes.event.activated',
  'remote-changed': 'opsConsole.remotes.event.remoteChanged',
  'route-changed': 'opsConsole.remotes.event.routeChanged',
} as const satisfies Record<RemoteEvents['events'][number]['action'], string>;

/** On or off, and the window when there is one. */
function SwitchState({
  state,
}: {
  state: Pick<RemoteDescriptor, 'enabled' | 'activeFrom' | 'activeUntil'>;
}) {
  const t = useOpsConsoleT();
  const when = useInstantText();
  return (
    <>
      <Badge tone={state.enabled ? 'success' : 'neutral'}>
        {t(state.enabled ? 'opsConsole.remotes.on' : 'opsConsole.remotes.off')}
      </Badge>{' '}
      {state.activeFrom && t('opsConsole.remotes.fromIs', { when: when(state.activeFrom) })}{' '}
      {state.activeUntil && t('opsConsole.remotes.untilIs', { when: when(state.activeUntil) })}
    </>
  );
}

function RemoteSwitch({ remote }: { remote: RemoteDescriptor }) {
  const [save, saving] = useOpsSwitchRemoteMutation();
  return (
    <SwitchEditor
      target={remote.name}
      current={remote}
      saving={saving.isLoading}
      error={saving.error}
      onSave={async (change: SwitchChange) =>
        'data' in (await save({ name: remote.name, ...change }))
      }
    />
  );
}

function RouteSwitch({ remote, route }: { remote: string; route: ManifestRoute }) {
  const [save, saving] = useOpsSwitchRouteMutation();
  return (
    <SwitchEditor
      target={route.path}
      current={route}
      saving={saving.isLoading}
      error={saving.error}
      onSave={async (change: SwitchChange) =>
        'data' in (await save({ name: remote, path: route.path, ...change }))
      }
    />
  );
}

/** Serving one release (or the site's own build), with the reason the audit log keeps. */
function ServeRelease({
  remote,
  release,
  label,
}: {
  remote: string;
  release: string | null;
  label: string;
}) {
  const t = useOpsConsoleT();
  const [asking, setAsking] = useState(false);
  const [serve, serving] = useOpsServeReleaseMutation();
  const problem = useFormProblem(serving.error, ['reason']);
  if (!asking) {
    return (
      <Button variant="secondary" onClick={() => setAsking(true)}>
        {label}
      </Button>
    );
  }
  return (
    <ReasonForm
      label={t('opsConsole.releases.reason', { action: label })}
      submitLabel={label}
      loading={serving.isLoading}
      reasonProblem={problem.of('reason')}
      problem={problem.whole}
      onSubmit={(reason) => void serve({ name: remote, release, reason })}
      cancel={
        <Button variant="secondary" onClick={() => setAsking(false)}>
          {t('opsConsole.people.cancel')}
        </Button>
      }
    />
  );
}

function Releases({ remote }: { remote: string }) {
  const t = useOpsConsoleT();
  const when = useInstantText();
  const who = useActorName();
  const read = useOpsReleasesQuery(remote);
  if (read.isLoading) return <Spinner label={t('opsConsole.releases.loading')} />;
  if (!read.data) {
    return (
      <ErrorState message={t('opsConsole.releases.error')} onRetry={() => void read.refetch()} />
    );
  }
  const { active, releases } = read.data;
  const activeAt = releases.findIndex((release) => release.release === active);
  return (
    <section className="ops-remote__part" aria-label={t('opsConsole.releases.heading', { remote })}>
      <h4>{t('opsConsole.releases.heading', { remote })}</h4>
      <p>
        {active === null
          ? t('opsConsole.releases.servingBuilt')
          : t('opsConsole.releases.serving', { release: active })}
      </p>
      {releases.length === 0 ? (
        <p>{t('opsConsole.releases.none')}</p>
      ) : (
        <ul className="ops-list">
          {releases.map((release, index) => (
            <li key={release.release}>
              <p>
                <strong>{release.release}</strong>{' '}
                {t('opsConsole.releases.made', {
                  version: release.version,
                  when: when(release.released_at),
                  by: who(release.released_by),
                })}
              </p>
              {release.release !== active && (
                <ServeRelease
                  key={active ?? 'built'}
                  remote={remote}
                  release={release.release}
                  label={t(
                    activeAt !== -1 && index > activeAt
                      ? 'opsConsole.releases.rollBack'
                      : 'opsConsole.releases.serve',
                    { release: release.release },
                  )}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {active !== null && (
        <ServeRelease
          key={active}
          remote={remote}
          release={null}
          label={t('opsConsole.releases.serveBuilt')}
        />
      )}
    </section>
  );
}

function HistoryLines({ remote }: { remote: string }) {
  const t = useOpsConsoleT();
  const read = useOpsRemoteEventsQuery(remote);
  return (
    <ChangeLogLines
      read={read}
      latest={HISTORY_SHOWN}
      action={(event: RemoteEvents['events'][number]) => t(EVENT_LABELS[event.action])}
    />
  );
}

function History({ remote }: { remote: string }) {
  const t = useOpsConsoleT();
  return (
    <ChangeLog summary={t('opsConsole.remotes.history', { remote })}>
      <HistoryLines remote={remote} />
    </ChangeLog>
  );
}

function RemoteEntry({ remote }: { remote: RemoteDescriptor }) {
  const t = useOpsConsoleT();
  return (
    <li className="ops-remote">
      <h3>{remote.name}</h3>
      <p>
        <SwitchState state={remote} />
      </p>
      <RemoteSwitch
        key={JSON.stringify([remote.enabled, remote.activeFrom, remote.activeUntil])}
        remote={remote}
      />
      <details className="ops-remote__part">
        <summary>{t('opsConsole.remotes.routes', { count: remote.routes.length })}</summary>
        <ul className="ops-list">
          {remote.routes.map((route) => (
            <li key={route.path}>
              <p>
                <strong>{route.path}</strong> <SwitchState state={route} />
              </p>
              <RouteSwitch
                key={JSON.stringify([route.enabled, route.activeFrom, route.activeUntil])}
                remote={remote.name}
                route={route}
              />
            </li>
          ))}
        </ul>
      </details>
      <Releases remote={remote.name} />
      <History remote={remote.name} />
    </li>
  );
}

/**
 * Admins' remotes (issue 28): each remote and route on or off and its window, the release it
 * serves and a switch back to an earlier one, each with a reason its audit log keeps.
 */
export function RemoteReleases() {
  const t = useOpsConsoleT();
  const read = useOpsRemotesQuery();
  let body;
  if (read.isLoading) body = <Spinner label={t('opsConsole.remotes.loading')} />;
  else if (!read.data) {
    body = (
      <ErrorState message={t('opsConsole.remotes.error')} onRetry={() => void read.refetch()} />
    );
  } else if (read.data.length === 0) body = <EmptyState title={t('opsConsole.remotes.empty')} />;
  else {
    body = (
      <ul className="ops-remotes">
        {read.data.map((remote) => (
          <RemoteEntry key={remote.name} remote={remote} />
        ))}
      </ul>
    );
  }
  return (
    <Card heading={t('opsConsole.remotes.heading')}>
      <p>{t('opsConsole.remotes.intro')}</p>
      {body}
    </Card>
  );
}
