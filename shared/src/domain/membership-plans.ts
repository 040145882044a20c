/**
 * The paid membership's plans (spec sections 1 and 9; issue 27, decision 0044). The spec fixes
 * the ids and durations; the unit (months) and the prices are ours, and ops edit the prices.
 * Money is in paise, as payment gateways take it, and shown in rupees.
 */
export const PLAN_IDS = [1, 2, 5] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** Spec section 9: each plan's duration, in `PLAN_UNIT`s. */
export const PLAN_DURATIONS: Record<PlanId, number> = { 1: 1, 2: 2, 5: 5 };

export const PLAN_UNIT = 'month';

/** A month of membership, for the price per day: what members compare with a class fee. */
export const DAYS_PER_MONTH = 30;

export const isPlanId = (value: unknown): value is PlanId => PLAN_IDS.includes(value as PlanId);

export const planDays = (duration: number): number => duration * DAYS_PER_MONTH;

/**
 * A plan's price after the member's voucher: the discount taken off and the result rounded to
 * whole rupees, so the checkout never shows paise. Never below one rupee.
 */
export function priceAfterVoucher(pricePaise: number, discountPercent: number): number {
  const discounted = (pricePaise * (100 - discountPercent)) / 100;
  return Math.max(100, Math.round(discounted / 100) * 100);
}

/** The price per day in paise, rounded up: a plan is never cheaper per day than shown. */
export const pricePerDay = (pricePaise: number, duration: number): number =>
  Math.ceil(pricePaise / planDays(duration));
