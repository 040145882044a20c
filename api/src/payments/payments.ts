import type { PaymentConfig } from '../config/env';
import type { Database } from '../db/database';
import type { NotifyFactChange } from '../db/fact-changes';
import { fulfilOrder, type CapturedPayment, type Fulfilment } from './fulfilment';
import type { PaymentGateway } from './payment-gateway';
import { createPaymentQueue, type PaymentQueue } from './payment-queue';
import { RazorpayGateway } from './razorpay-gateway';
import { reconcileOrders, type ReconcileResult } from './reconcile';
import { SandboxGateway } from './sandbox-gateway';
import { createWebhookIntake, type WebhookIntake } from './webhook-intake';

/** The paid membership's payments in one process (decision 0044), built once by `buildApp`. */
export interface Payments {
  gateway: PaymentGateway;
  /** The development gateway and its checkout page; null with a real gateway. */
  sandbox: SandboxGateway | null;
  /** The webhook's intake: the route's, and the sandbox checkout's. */
  receiveWebhook: WebhookIntake;
  queue: PaymentQueue;
  /** Fulfils a captured payment in its own transaction (verify and reconcile). */
  fulfil(payment: CapturedPayment): Promise<Fulfilment>;
  reconcile(): Promise<ReconcileResult>;
}

/** The gateway the config names: Razorpay with its keys, or a sandbox of this process. */
export const gatewayOf = (config: PaymentConfig): PaymentGateway =>
  config.provider === 'razorpay' ? new RazorpayGateway(config) : new SandboxGateway();

export function createPayments({
  gateway,
  db,
  clock,
  log,
  notifyFactChange,
}: {
  gateway: PaymentGateway;
  db: Database;
  clock: () => Date;
  log: { warn(object: unknown, message: string): void };
  notifyFactChange: NotifyFactChange;
}): Payments {
  const sandbox = gateway instanceof SandboxGateway ? gateway : null;
  // A paid member moves to the paid board: the game recomputes their standing.
  const onFulfilled = ({ leadId, challengeId }: NonNullable<Fulfilment['member']>) => {
    if (challengeId !== null) notifyFactChange({ challengeId, members: [leadId] });
  };
  const queue = createPaymentQueue({ db, clock, log, onFulfilled });
  const fulfil = async (payment: CapturedPayment) => {
    const fulfilment = await db.transaction((tx) => fulfilOrder(tx, payment, clock()));
    if (fulfilment.member) onFulfilled(fulfilment.member);
    return fulfilment;
  };
  return {
    gateway,
    sandbox,
    receiveWebhook: createWebhookIntake({
      db,
      webhookSecret: gateway.webhookSecret,
      onNew: queue.kick,
    }),
    queue,
    fulfil,
    reconcile: () => reconcileOrders({ db, gateway, fulfil }, clock()),
  };
}

const RECONCILE_INTERVAL_MS = 5 * 60_000;

/**
 * Every few minutes: the orders left unpaid are asked about, and the event queue is looked at
 * for events another process took in and did not live to settle.
 */
export function startReconcileJob(
  payments: Payments,
  log: { warn(object: unknown, message: string): void },
): { stop(): void } {
  const run = async () => {
    payments.queue.kick();
    try {
      await payments.reconcile();
    } catch (error) {
      log.warn({ err: error }, 'reconciling payment orders failed; the next run tries again');
    }
  };
  const timer = setInterval(() => void run(), RECONCILE_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
