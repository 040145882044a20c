import { pricePerDay } from '@yoga/shared/domain';
import type { Plan } from '@yoga/shared/models';
import type { Static } from 'typebox';
import type { PlanChangeInput } from '@yoga/shared/schemas';
import type { Queryable } from '../db/database';
import { utcInstant } from '../db/sql-instant';

/** A plan as stored, with whether members are offered it and when ops last changed it. */
export interface PlanRecord extends Plan {
  active: boolean;
  updated_at: string;
}

interface PlanRow {
  id: Plan['id'];
  duration: number;
  name: string;
  name_hi: string;
  price: number;
  voucher_discount_percent: number;
  active: boolean;
  updated_at: string;
}

const COLUMNS = `id, duration, name, name_hi, price, voucher_discount_percent, active,
  ${utcInstant('updated_at', 'millis')} AS updated_at`;

const recordOf = (row: PlanRow): PlanRecord => ({
  id: row.id,
  duration: row.duration,
  unit: 'month',
  name: row.name,
  name_hi: row.name_hi,
  price: row.price,
  per_day: pricePerDay(row.price, row.duration),
  currency: 'INR',
  voucher_discount_percent: row.voucher_discount_percent,
  active: row.active,
  updated_at: row.updated_at,
});

/** Every plan, shortest first; members are offered the active ones only. */
export async function listPlans(db: Queryable): Promise<PlanRecord[]> {
  const rows = await db.query<PlanRow>(`SELECT ${COLUMNS} FROM plans ORDER BY duration, id`);
  return rows.map(recordOf);
}

/** A plan as members see it: no ops fields. */
export const memberPlan = ({ active: _active, updated_at: _updated, ...plan }: PlanRecord): Plan =>
  plan;

export type PlanChange = Static<typeof PlanChangeInput>;

/**
 * Ops change a plan's names, price, voucher discount or whether it is offered, and the change is
 * recorded with what it was, who made it and why, in the same transaction. The same change again
 * records nothing and keeps `updated_at`. Null when there is no such plan.
 */
export async function changePlan(
  tx: Queryable,
  id: Plan['id'],
  change: PlanChange,
  actor: string,
  now: Date,
): Promise<PlanRecord | null> {
  const [before] = await tx.query<PlanRow>(
    `SELECT ${COLUMNS} FROM plans WHERE id = $1 FOR UPDATE`,
    [id],
  );
  if (!before) return null;
  const fields = ['name', 'name_hi', 'price', 'voucher_discount_percent', 'active'] as const;
  const same = fields.every((field) => before[field] === change[field]);
  if (same) return recordOf(before);
  const [after] = await tx.query<PlanRow>(
    `UPDATE plans SET name = $2, name_hi = $3, price = $4, voucher_discount_percent = $5,
       active = $6, updated_at = $7::timestamptz
     WHERE id = $1 RETURNING ${COLUMNS}`,
    [
      id,
      change.name,
      change.name_hi,
      change.price,
      change.voucher_discount_percent,
      change.active,
      now.toISOString(),
    ],
  );
  if (!after) return null;
  const snapshot = (row: PlanRow) => Object.fromEntries(fields.map((field) => [field, row[field]]));
  await tx.query(
    `INSERT INTO plan_events (plan_id, actor, before, after, reason, at)
     VALUES ($1, $2, $3::jsonb, $4::jsonb, $5, $6::timestamptz)`,
    [
      id,
      actor,
      JSON.stringify(snapshot(before)),
      JSON.stringify(snapshot(after)),
      change.reason,
      now.toISOString(),
    ],
  );
  return recordOf(after);
}
