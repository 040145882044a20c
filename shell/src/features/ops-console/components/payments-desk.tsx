import {
  Badge,
  Button,
  Card,
  EmptyState,
  ErrorState,
  Select,
  Spinner,
  useLanguage,
  type BadgeTone,
} from '@yoga/shared';
import { formatRupees } from '@yoga/shared/domain';
import { useState } from 'react';
import {
  ORDERS_PER_PAGE,
  useOpsOrdersQuery,
  useOpsReconcileMutation,
  type OrderState,
} from '../api/ops-finance-endpoints';
import { useInstantText } from '../model/use-instant-text';
import { useOpsConsoleT } from '../ops-console-catalogue';

// Ids spelled out in full, so the catalogue check finds each one used.
const STATE_IDS = {
  created: 'opsConsole.payments.state.created',
  paid: 'opsConsole.payments.state.paid',
  failed: 'opsConsole.payments.state.failed',
  refund_due: 'opsConsole.payments.state.refundDue',
} as const satisfies Record<OrderState, string>;

const STATE_TONES: Record<OrderState, BadgeTone> = {
  created: 'neutral',
  paid: 'success',
  failed: 'error',
  refund_due: 'accent',
};

const FILTERS = ['all', 'created', 'paid', 'failed', 'refund_due'] as const;

/** One page of orders; "Show more" appends the next below it. */
function OrderPage({ status, offset }: { status: OrderState | 'all'; offset: number }) {
  const t = useOpsConsoleT();
  const { locale } = useLanguage();
  const when = useInstantText();
  const [more, setMore] = useState(false);
  const page = useOpsOrdersQuery({ status, offset });
  if (page.isLoading) return <Spinner label={t('opsConsole.payments.loading')} />;
  if (!page.data) {
    return (
      <ErrorState message={t('opsConsole.payments.error')} onRetry={() => void page.refetch()} />
    );
  }
  if (offset === 0 && page.data.length === 0) {
    return <EmptyState title={t('opsConsole.payments.empty')} />;
  }
  return (
    <>
      <ul className="ops-list">
        {page.data.map((order) => (
          <li key={order.id} className="ops-list__entry">
            <p>
              <strong>{formatRupees(order.amount, locale)}</strong>{' '}
              <Badge tone={STATE_TONES[order.status]}>{t(STATE_IDS[order.status])}</Badge>
            </p>
            <p>
              {t('opsConsole.payments.order', {
                order: order.id,
                member: order.member_id,
                plan: order.plan_id,
              })}
            </p>
            <p>
              {t('opsConsole.payments.made', { when: when(order.created_at) })}
              {order.paid_at &&
                ` · ${t('opsConsole.payments.paid', { when: when(order.paid_at) })}`}
            </p>
            {order.payment_id && (
              <p>{t('opsConsole.payments.paymentId', { payment: order.payment_id })}</p>
            )}
          </li>
        ))}
      </ul>
      {page.data.length === ORDERS_PER_PAGE &&
        (more ? (
          <OrderPage status={status} offset={offset + ORDERS_PER_PAGE} />
        ) : (
          <Button variant="secondary" onClick={() => setMore(true)}>
            {t('opsConsole.payments.more')}
          </Button>
        ))}
    </>
  );
}

/**
 * Finance's payments desk (issue 28): the orders newest first, by state, and a reconcile run
 * that asks the gateway about orders left unpaid (paid ones are fulfilled, abandoned ones closed,
 * a second payment for one member marked to refund).
 */
export function PaymentsDesk() {
  const t = useOpsConsoleT();
  const [status, setStatus] = useState<OrderState | 'all'>('all');
  const [reconcile, reconciling] = useOpsReconcileMutation();
  const done = reconciling.data;
  return (
    <Card heading={t('opsConsole.payments.heading')}>
      <p>{t('opsConsole.payments.intro')}</p>
      <Button loading={reconciling.isLoading} onClick={() => void reconcile()}>
        {t('opsConsole.payments.reconcile')}
      </Button>
      {reconciling.isError && <ErrorState message={t('opsConsole.payments.reconcileError')} />}
      {done && (
        <p role="status">
          {t('opsConsole.payments.reconciled', {
            checked: done.checked,
            paid: done.paid,
            failed: done.failed,
            pending: done.pending,
            refundDue: done.refund_due,
            errors: done.errors,
          })}
        </p>
      )}
      <Select
        label={t('opsConsole.payments.show')}
        value={status}
        onChange={(event) => setStatus(event.target.value as OrderState | 'all')}
      >
        {FILTERS.map((filter) => (
          <option key={filter} value={filter}>
            {filter === 'all' ? t('opsConsole.payments.all') : t(STATE_IDS[filter])}
          </option>
        ))}
      </Select>
      <OrderPage key={status} status={status} offset={0} />
    </Card>
  );
}
