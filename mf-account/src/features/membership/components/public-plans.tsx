import { Skeleton, useContentText, useFormat } from '@yoga/shared';
import { useAccountPlansQuery } from '../api/membership-api';
import { useMembershipT } from '../membership-catalogue';
import './membership.css';

/** The plans at their full prices, for a visitor; the sign-in card beside it leads to theirs. */
export function PublicPlans() {
  const t = useMembershipT();
  const content = useContentText();
  const format = useFormat();
  const plans = useAccountPlansQuery();
  // A failed read leaves just the sign-in card: the prices are shown again once signed in.
  if (plans.isLoading) return <Skeleton height="10rem" />;
  if (!plans.data) return null;
  return (
    <section className="plan-choice" aria-labelledby="public-plans">
      <h2 id="public-plans">{t('buy.plans')}</h2>
      <ul className="plan-choice__plans">
        {plans.data.result.map((plan) => (
          <li key={plan.id} className="plan-option">
            <span className="plan-option__name">{content(plan.name, plan.name_hi)}</span>
            <span className="plan-option__amount">{format.rupees(plan.price)}</span>
            <span className="plan-option__per-day">
              {t('buy.plan.perDay', { amount: format.rupees(plan.per_day) })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
