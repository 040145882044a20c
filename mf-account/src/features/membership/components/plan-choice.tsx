import {
  apiProblem,
  Button,
  useContentText,
  useFormat,
  useLanguage,
  useProblemText,
  type Lead,
} from '@yoga/shared';
import type { Offer, Order } from '@yoga/shared/models';
import { useId, useState, type FormEvent } from 'react';
import { useAccountOrderMutation, useAccountVerifyPaymentMutation } from '../api/membership-api';
import { useMembershipT } from '../membership-catalogue';
import { leavePageFor } from '../model/leave-page';
import { payWithRazorpay } from '../model/razorpay-checkout';
import './membership.css';

type OfferPlan = Offer['plans'][number];

/** One plan as a radio card: its name, what the member pays, and per day. */
function PlanOption({
  plan,
  name,
  checked,
  onChoose,
}: {
  plan: OfferPlan;
  name: string;
  checked: boolean;
  onChoose: () => void;
}) {
  const t = useMembershipT();
  const content = useContentText();
  const format = useFormat();
  const discounted = plan.amount < plan.price;
  return (
    <label className="plan-option">
      <input type="radio" name={name} checked={checked} onChange={onChoose} />
      <span className="plan-option__name">{content(plan.name, plan.name_hi)}</span>
      <span className="plan-option__amount">{format.rupees(plan.amount)}</span>
      {discounted && (
        <span className="plan-option__was">
          {t('buy.plan.was', { amount: format.rupees(plan.price) })}
        </span>
      )}
      <span className="plan-option__per-day">
        {t('buy.plan.perDay', { amount: format.rupees(plan.amount_per_day) })}
      </span>
    </label>
  );
}

/**
 * The member's offer: their voucher, the plans at their prices, and paying for the one chosen.
 * The server makes the order (and its amount); the sandbox pays on its own page on this machine,
 * the real gateway in its checkout, whose result the server checks before anything counts.
 */
export function PlanChoice({
  offer,
  lead,
  onOrder,
}: {
  offer: Offer;
  lead: Lead;
  /** An order paid in the checkout, to follow until the server confirms it. */
  onOrder: (order: Order) => void;
}) {
  const t = useMembershipT();
  const content = useContentText();
  const format = useFormat();
  const problemText = useProblemText();
  const { language } = useLanguage();
  const name = useId();
  const [chosen, setChosen] = useState(offer.plans[0]?.id);
  const [order, ordering] = useAccountOrderMutation();
  const [verify, verifying] = useAccountVerifyPaymentMutation();
  const [cancelled, setCancelled] = useState(false);
  const plan = offer.plans.find((one) => one.id === chosen);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (!plan) return;
    setCancelled(false);
    const made = await order({ plan_id: plan.id });
    if (!('data' in made) || !made.data) return;
    if (made.data.checkout_url) {
      // The sandbox's page speaks the member's language too.
      const url = new URL(made.data.checkout_url, window.location.href);
      url.searchParams.set('lang', language);
      leavePageFor(`${url.pathname}${url.search}`);
      return;
    }
    const result = await payWithRazorpay(made.data, lead, {
      name: t('buy.checkoutName'),
      description: t('buy.checkoutDescription', { plan: content(plan.name, plan.name_hi) }),
    }).catch(() => null);
    if (!result) {
      setCancelled(true);
      return;
    }
    const checked = await verify({ id: made.data.id, result });
    if ('data' in checked && checked.data) onOrder(checked.data);
  };

  const problem = apiProblem(ordering.error ?? verifying.error);
  return (
    <form className="plan-choice" onSubmit={(event) => void pay(event)}>
      {offer.voucher && (
        <p className="plan-choice__voucher">
          {t('buy.voucher', {
            code: offer.voucher.code,
            percent: offer.voucher.discount_percent,
            date: format.calendarDate(offer.voucher.last_day),
          })}
        </p>
      )}
      {offer.old_user && <p>{t('buy.oldUser')}</p>}
      <fieldset className="plan-choice__plans">
        <legend>{t('buy.plans')}</legend>
        {offer.plans.map((one) => (
          <PlanOption
            key={one.id}
            plan={one}
            name={name}
            checked={one.id === chosen}
            onChoose={() => setChosen(one.id)}
          />
        ))}
      </fieldset>
      <p className="plan-choice__note">{t('buy.secure')}</p>
      {(problem || cancelled) && (
        <p className="plan-choice__problem" role="alert">
          {problem ? problemText(problem) : t('buy.cancelled')}
        </p>
      )}
      <Button type="submit" loading={ordering.isLoading || verifying.isLoading} block>
        {t('buy.pay', { amount: format.rupees(plan?.amount ?? 0) })}
      </Button>
    </form>
  );
}
