import { challengePhases, isOldUser, priceAfterVoucher, pricePerDay } from '@yoga/shared/domain';
import type { Offer } from '@yoga/shared/models';
import { findUserChallenge, listActiveChallenges } from '../challenges/challenge-repository';
import type { Queryable } from '../db/database';
import { utcInstant } from '../db/sql-instant';
import { VOUCHER_EXPIRES_SQL, VOUCHER_LAST_DAY_SQL } from './voucher-expiry';
import { listPlans, memberPlan } from './plan-repository';

/** The member's voucher that an order would use: the latest unexpired, unused one. */
export interface OfferVoucher {
  id: number;
  code: string;
  expires_at: string;
  last_day: string;
}

/** The offer as the member sees it, and what an order needs beside it. */
export interface MemberOffer {
  offer: Offer;
  voucher: OfferVoucher | null;
}

/** The member's standing for the offer; null when there is no such (or an erased) member. */
async function offerMember(db: Queryable, leadId: number) {
  const [row] = await db.query<{ active_challenge_id: number | null; paid: boolean }>(
    `SELECT active_challenge_id, (is_paid OR ispaymentdone) AS paid
     FROM leads WHERE id = $1 AND erased_at IS NULL`,
    [leadId],
  );
  return row ?? null;
}

/**
 * A voucher expires at the end of its challenge's voucher_expiry_date in the challenge's zone
 * (as the voucher list says); one an order has used is spent.
 */
async function currentVoucher(
  db: Queryable,
  leadId: number,
  now: Date,
): Promise<OfferVoucher | null> {
  const [row] = await db.query<OfferVoucher>(
    `SELECT v.id, v.code, ${utcInstant('e.expires')} AS expires_at,
            ${VOUCHER_LAST_DAY_SQL} AS last_day
     FROM vouchers v JOIN challenges c ON c.id = v.challenge_id
     CROSS JOIN LATERAL (SELECT ${VOUCHER_EXPIRES_SQL} AS expires) e
     WHERE v.lead_id = $1 AND v.used_at IS NULL AND e.expires > $2::timestamptz
     ORDER BY v.issued_at DESC, v.id DESC LIMIT 1`,
    [leadId, now.toISOString()],
  );
  return row ?? null;
}

/**
 * Spec section 4's offer of the paid membership (decision 0044): shown to an enrolled member not
 * yet paid once their challenge's referral phase is over and its payment start has come; the
 * plans at what the member would pay, their voucher applied. Null for no such member.
 */
export async function memberOffer(
  db: Queryable,
  leadId: number,
  now: Date,
): Promise<MemberOffer | null> {
  const member = await offerMember(db, leadId);
  if (!member) return null;
  const challenge =
    member.active_challenge_id === null
      ? null
      : await findUserChallenge(db, member.active_challenge_id);
  const [plans, voucher] = await Promise.all([listPlans(db), currentVoucher(db, leadId, now)]);
  const offered = plans.filter((plan) => plan.active);
  let hidden: Offer['hidden_because'] = null;
  let oldUser = false;
  if (member.paid) hidden = 'paid';
  else if (!challenge) hidden = 'not_enrolled';
  if (challenge) {
    const phases = challengePhases(challenge, now);
    if (hidden === null && phases.referral) hidden = 'referral_running';
    else if (hidden === null && !phases.paymentShown) hidden = 'payment_not_started';
    // The member's own country's open challenges: another country's newer one does not count.
    const open = (await listActiveChallenges(db)).filter(
      (active) => active.countrycode === challenge.countrycode,
    );
    oldUser = isOldUser(
      challenge.id,
      open.map((active) => active.id),
    );
  }
  const amountOf = (price: number, percent: number) =>
    voucher ? priceAfterVoucher(price, percent) : price;
  return {
    voucher,
    offer: {
      shown: hidden === null,
      hidden_because: hidden,
      old_user: oldUser,
      payment_start_date: challenge?.payment_start_date ?? null,
      voucher: voucher && {
        code: voucher.code,
        expires_at: voucher.expires_at,
        last_day: voucher.last_day,
        // One figure for the voucher's card: the best of the plans' (each plan's amount is exact).
        discount_percent: Math.max(0, ...offered.map((plan) => plan.voucher_discount_percent)),
      },
      plans: offered.map((plan) => {
        const amount = amountOf(plan.price, plan.voucher_discount_percent);
        return {
          ...memberPlan(plan),
          amount,
          amount_per_day: pricePerDay(amount, plan.duration),
        };
      }),
    },
  };
}
