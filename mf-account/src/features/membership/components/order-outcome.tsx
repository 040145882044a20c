import { ButtonLink, Card, EmptyState, ErrorState, Spinner, useFormat, Button } from '@yoga/shared';
import { useEffect, useState } from 'react';
import { useAccountOrderStatusQuery } from '../api/membership-api';
import { useMembershipT } from '../membership-catalogue';

/** How often, and for how long, the page asks whether the bank has confirmed the payment. */
const POLL_MS = 2000;
const WAIT_MS = 30_000;

/**
 * After the checkout: the order as the server knows it. The gateway's webhook usually confirms it
 * within seconds; past half a minute the page stops asking and says the bank is still deciding
 * (the server's reconcile job settles it either way).
 */
export function OrderOutcome({
  id,
  declined = false,
}: {
  id: string;
  /** The checkout came back saying the payment failed: nothing to wait for. */
  declined?: boolean;
}) {
  const t = useMembershipT();
  const format = useFormat();
  const [waiting, setWaiting] = useState(true);
  const [settled, setSettled] = useState(false);
  const order = useAccountOrderStatusQuery(id, {
    pollingInterval: waiting && !settled && !declined ? POLL_MS : 0,
  });
  const status = order.data?.status;
  if (!settled && status !== undefined && status !== 'created') setSettled(true);

  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setWaiting(false), WAIT_MS);
    return () => clearTimeout(timer);
  }, [waiting]);

  if (order.isError && !order.data) {
    return (
      <ErrorState
        message={t('buy.outcome.error')}
        onRetry={() => void order.refetch()}
        retrying={order.isFetching}
      />
    );
  }
  if (order.data && (status === 'paid' || status === 'refund_due')) {
    // Paid twice (orders for two plans): the first payment made them a member, so this one is
    // said to go back rather than welcomed again.
    const refund = status === 'refund_due';
    return (
      <Card heading={t(refund ? 'buy.outcome.refundTitle' : 'buy.outcome.paidTitle')}>
        <p role="status">
          {t(refund ? 'buy.outcome.refundText' : 'buy.outcome.paidText', {
            amount: format.rupees(order.data.amount),
          })}
        </p>
        {/* A whole page load: the shell reads the member again, as a paid member now. */}
        <a className="kit-button kit-button--primary" href="/">
          <span className="kit-button__label">{t('buy.hidden.home')}</span>
        </a>
      </Card>
    );
  }
  if (order.data?.status === 'failed' || declined) {
    return (
      <EmptyState
        title={t('buy.outcome.failedTitle')}
        action={<ButtonLink to="/buy">{t('buy.outcome.again')}</ButtonLink>}
      >
        {t('buy.outcome.failedText')}
      </EmptyState>
    );
  }
  if (waiting || !order.data) return <Spinner label={t('buy.outcome.checking')} />;
  return (
    <EmptyState
      title={t('buy.outcome.pendingTitle')}
      action={
        <Button variant="secondary" onClick={() => setWaiting(true)}>
          {t('buy.outcome.checkAgain')}
        </Button>
      }
    >
      {t('buy.outcome.pendingText')}
    </EmptyState>
  );
}
