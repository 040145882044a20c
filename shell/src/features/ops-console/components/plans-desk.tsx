import {
  Badge,
  Button,
  Card,
  EmptyState,
  ErrorState,
  Spinner,
  useFormat,
  useLanguage,
} from '@yoga/shared';
import { priceAfterVoucher } from '@yoga/shared/domain';
import type { OpsPlan } from '@yoga/shared/schemas';
import { useState } from 'react';
import { useOpsPlansQuery } from '../api/ops-finance-endpoints';
import { useInstantText } from '../model/use-instant-text';
import { useOpsConsoleT } from '../ops-console-catalogue';
import { PlanForm } from './plan-form';
import { VoucherGenerator } from './voucher-generator';

function PlanEntry({ plan }: { plan: OpsPlan }) {
  const t = useOpsConsoleT();
  const { language } = useLanguage();
  const format = useFormat();
  const when = useInstantText();
  const [editing, setEditing] = useState(false);
  const name = language === 'hi' ? plan.name_hi : plan.name;
  return (
    <li className="ops-list__entry">
      <p>
        <strong>{plan.name}</strong>{' '}
        {plan.active ? (
          <Badge tone="success">{t('opsConsole.plans.offeredBadge')}</Badge>
        ) : (
          <Badge>{t('opsConsole.plans.notOfferedBadge')}</Badge>
        )}
      </p>
      <p lang="hi">{plan.name_hi}</p>
      <p>
        {t('opsConsole.plans.priceLine', {
          price: format.rupees(plan.price),
          months: plan.duration,
          perDay: format.rupees(plan.per_day),
        })}
      </p>
      <p>
        {t('opsConsole.plans.voucherLine', {
          percent: plan.voucher_discount_percent,
          amount: format.rupees(priceAfterVoucher(plan.price, plan.voucher_discount_percent)),
        })}
      </p>
      <p>{t('opsConsole.plans.changed', { when: when(plan.updated_at) })}</p>
      {editing ? (
        <PlanForm plan={plan} name={name} onDone={() => setEditing(false)} />
      ) : (
        <Button variant="secondary" onClick={() => setEditing(true)}>
          {t('opsConsole.plans.edit', { name })}
        </Button>
      )}
    </li>
  );
}

function PlanList() {
  const t = useOpsConsoleT();
  const plans = useOpsPlansQuery();
  if (plans.isLoading) return <Spinner label={t('opsConsole.plans.loading')} />;
  if (!plans.data) {
    return (
      <ErrorState message={t('opsConsole.plans.error')} onRetry={() => void plans.refetch()} />
    );
  }
  if (plans.data.length === 0) return <EmptyState title={t('opsConsole.plans.empty')} />;
  return (
    <ul className="ops-list">
      {plans.data.map((plan) => (
        <PlanEntry key={plan.id} plan={plan} />
      ))}
    </ul>
  );
}

/**
 * Finance's plans and vouchers (issue 28): the paid membership's plans with their prices, names
 * and voucher discounts, each change kept with its reason; and a challenge's vouchers issued now.
 */
export function PlansDesk() {
  const t = useOpsConsoleT();
  return (
    <>
      <Card heading={t('opsConsole.plans.heading')}>
        <p>{t('opsConsole.plans.intro')}</p>
        <PlanList />
      </Card>
      <VoucherGenerator />
    </>
  );
}
