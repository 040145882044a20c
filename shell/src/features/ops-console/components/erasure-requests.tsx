import { Badge, Button, Card, EmptyState, ErrorState, Select, Spinner } from '@yoga/shared';
import { ERASURE_REQUEST_STATES, type ErasureRequestState } from '@yoga/shared/domain';
import type { OpsErasure } from '@yoga/shared/schemas';
import { useState } from 'react';
import { useOpsErasuresQuery, useOpsRunErasuresMutation } from '../api/ops-support-endpoints';
import { useInstantText } from '../model/use-instant-text';
import { useOpsConsoleT } from '../ops-console-catalogue';

// Ids spelled out in full, so the catalogue check finds each one used.
const STATE_IDS = {
  open: 'opsConsole.erasures.state.open',
  erased: 'opsConsole.erasures.state.erased',
  cancelled: 'opsConsole.erasures.state.cancelled',
} as const satisfies Record<ErasureRequestState, string>;

/** Where one request stands, in the words support would use on the phone to the member. */
function RequestState({ request }: { request: OpsErasure }) {
  const t = useOpsConsoleT();
  const when = useInstantText();
  if (request.erased_at) {
    return (
      <Badge tone="neutral">
        {t('opsConsole.erasures.erased', { at: when(request.erased_at) })}
      </Badge>
    );
  }
  if (request.cancelled_at) {
    return (
      <Badge tone="neutral">
        {t('opsConsole.erasures.cancelled', { at: when(request.cancelled_at) })}
      </Badge>
    );
  }
  if (request.overdue) return <Badge tone="error">{t('opsConsole.erasures.overdue')}</Badge>;
  return (
    <Badge tone="accent">
      {t('opsConsole.erasures.waiting', { until: when(request.erase_after) })}
    </Badge>
  );
}

function RequestList({ status }: { status: ErasureRequestState }) {
  const t = useOpsConsoleT();
  const when = useInstantText();
  const read = useOpsErasuresQuery(status);
  if (read.isLoading) return <Spinner label={t('opsConsole.erasures.loading')} />;
  if (!read.data) {
    return (
      <ErrorState message={t('opsConsole.erasures.error')} onRetry={() => void read.refetch()} />
    );
  }
  if (read.data.length === 0) return <EmptyState title={t('opsConsole.erasures.empty')} />;
  return (
    <ul className="ops-list">
      {read.data.map((request) => (
        <li key={request.id} className="ops-list__entry">
          <p>
            <strong>{t('opsConsole.erasures.member', { member: request.lead_id })}</strong>{' '}
            <RequestState request={request} />
          </p>
          <p>{t('opsConsole.erasures.asked', { at: when(request.requested_at) })}</p>
        </li>
      ))}
    </ul>
  );
}

/**
 * Support's view of erasure requests (issue 28, data-rights requests): each waits out the
 * member's 48 hours and is then carried out by a job every 5 minutes; one still open past its
 * time means the job is behind, and support can carry out the due ones at once.
 */
export function ErasureRequests() {
  const t = useOpsConsoleT();
  const [status, setStatus] = useState<ErasureRequestState>('open');
  const [run, running] = useOpsRunErasuresMutation();
  return (
    <Card heading={t('opsConsole.erasures.heading')}>
      <p>{t('opsConsole.erasures.intro')}</p>
      <Button variant="secondary" loading={running.isLoading} onClick={() => void run()}>
        {t('opsConsole.erasures.run')}
      </Button>
      {running.isError && <ErrorState message={t('opsConsole.erasures.runError')} />}
      {running.data && (
        <p role="status">{t('opsConsole.erasures.ran', { count: running.data.erased })}</p>
      )}
      <Select
        label={t('opsConsole.erasures.show')}
        value={status}
        onChange={(event) => setStatus(event.target.value as ErasureRequestState)}
      >
        {ERASURE_REQUEST_STATES.map((state) => (
          <option key={state} value={state}>
            {t(STATE_IDS[state])}
          </option>
        ))}
      </Select>
      <RequestList status={status} />
    </Card>
  );
}
