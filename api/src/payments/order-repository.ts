import { randomBytes } from 'node:crypto';
import type { Order } from '@yoga/shared/models';
import type { Queryable } from '../db/database';
import { utcInstant } from '../db/sql-instant';

/** An order as stored: what the member is answered, less the gateway's key and checkout. */
export interface OrderRecord extends Omit<Order, 'key_id' | 'checkout_url'> {
  lead_id: number;
  payment_id: string | null;
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** "ord_" and 20 base62 characters (119 bits): our order ids are never guessed. */
export function newOrderId(): string {
  // 248 is the largest multiple of 62 below 256: bytes above it are dropped, so no letter is likelier.
  let id = '';
  while (id.length < 20) {
    for (const byte of randomBytes(32)) {
      if (byte < 248 && id.length < 20) id += BASE62[byte % 62];
    }
  }
  return `ord_${id}`;
}

const COLUMNS = `o.id, o.lead_id, o.plan_id, o.amount, o.currency, o.status, v.code AS voucher_code,
  o.gateway, o.gateway_order_id, o.payment_id,
  ${utcInstant('o.created_at', 'millis')} AS created_at,
  ${utcInstant('o.paid_at', 'millis')} AS paid_at`;

const FROM = 'payment_orders o LEFT JOIN vouchers v ON v.id = o.voucher_id';

export async function findOrder(db: Queryable, id: string): Promise<OrderRecord | null> {
  const [row] = await db.query<OrderRecord>(`SELECT ${COLUMNS} FROM ${FROM} WHERE o.id = $1`, [id]);
  return row ?? null;
}

/** The member's order for the plan still waiting to be paid, if any. */
export async function findOpenOrder(
  db: Queryable,
  leadId: number,
  planId: number,
): Promise<OrderRecord | null> {
  const [row] = await db.query<OrderRecord>(
    `SELECT ${COLUMNS} FROM ${FROM}
     WHERE o.lead_id = $1 AND o.plan_id = $2 AND o.status = 'created'`,
    [leadId, planId],
  );
  return row ?? null;
}

export interface NewOrder {
  id: string;
  leadId: number;
  planId: number;
  amount: number;
  voucherId: number | null;
  gateway: 'razorpay' | 'sandbox';
  gatewayOrderId: string;
  now: Date;
}

/**
 * Stores a new order unless the member already has one open for the plan (a second tap that
 * raced this one): then that one is answered and this one is never stored.
 */
export async function insertOrder(db: Queryable, order: NewOrder): Promise<OrderRecord | null> {
  const [inserted] = await db.query<{ id: string }>(
    `INSERT INTO payment_orders
       (id, lead_id, plan_id, amount, currency, voucher_id, gateway, gateway_order_id, created_at)
     VALUES ($1, $2, $3, $4, 'INR', $5, $6, $7, $8::timestamptz)
     ON CONFLICT (lead_id, plan_id) WHERE status = 'created' DO NOTHING RETURNING id`,
    [
      order.id,
      order.leadId,
      order.planId,
      order.amount,
      order.voucherId,
      order.gateway,
      order.gatewayOrderId,
      order.now.toISOString(),
    ],
  );
  return inserted ? findOrder(db, inserted.id) : findOpenOrder(db, order.leadId, order.planId);
}

/**
 * Whether the member has paid, holding their row until the transaction ends: fulfilment updates
 * that row, so an order stored after this look cannot slip in beside a payment being fulfilled.
 */
export async function memberPaidForUpdate(db: Queryable, leadId: number): Promise<boolean> {
  const [row] = await db.query<{ paid: boolean }>(
    'SELECT (is_paid OR ispaymentdone) AS paid FROM leads WHERE id = $1 FOR SHARE',
    [leadId],
  );
  return row?.paid ?? false;
}

/**
 * An open order that is not what the member would be charged now (ops changed the price, their
 * voucher expired or was issued since): closed as failed so a new one takes its place. Were it
 * paid after all, its payment still fulfils it (failed is not paid).
 */
export async function closeOpenOrder(db: Queryable, id: string): Promise<void> {
  await db.query(
    `UPDATE payment_orders SET status = 'failed' WHERE id = $1 AND status = 'created'`,
    [id],
  );
}

/** Orders for ops, newest first, of one status or all. */
export function listOrders(
  db: Queryable,
  { status, limit, offset }: { status: Order['status'] | null; limit: number; offset: number },
): Promise<OrderRecord[]> {
  return db.query<OrderRecord>(
    `SELECT ${COLUMNS} FROM ${FROM}
     WHERE ($1::text IS NULL OR o.status = $1)
     ORDER BY o.created_at DESC, o.id DESC LIMIT $2 OFFSET $3`,
    [status, limit, offset],
  );
}

/** Orders still waiting to be paid that were made before `before`, oldest first. */
export function openOrdersBefore(
  db: Queryable,
  before: Date,
  limit: number,
): Promise<OrderRecord[]> {
  return db.query<OrderRecord>(
    `SELECT ${COLUMNS} FROM ${FROM}
     WHERE o.status = 'created' AND o.created_at < $1::timestamptz
     ORDER BY o.created_at, o.id LIMIT $2`,
    [before.toISOString(), limit],
  );
}
