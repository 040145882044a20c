import { Select, TextField, useFormat } from '@yoga/shared';
import { priceAfterVoucher } from '@yoga/shared/domain';
import type { OpsPlan } from '@yoga/shared/schemas';
import { useState, type FormEvent } from 'react';
import { useOpsChangePlanMutation } from '../api/ops-finance-endpoints';
import { paiseAsRupeeText, typedNumber, typedRupeesInPaise } from '../model/typed-number';
import { useFormProblem } from '../model/use-form-problem';
import { useOpsConsoleT } from '../ops-console-catalogue';
import { FormEnd } from './form-end';
import { OpsForm } from './ops-form';

const FIELDS = ['name', 'name_hi', 'price', 'voucher_discount_percent', 'active', 'reason'];

interface PlanFormProps {
  plan: OpsPlan;
  /** The plan's name in the page's language. */
  name: string;
  onDone: () => void;
}

/**
 * One plan, written whole: its names in both languages, its price in rupees (kept in paise), the
 * discount a member's voucher takes off, whether members are offered it, and why it changes.
 */
export function PlanForm({ plan, name, onDone }: PlanFormProps) {
  const t = useOpsConsoleT();
  const format = useFormat();
  const [values, setValues] = useState<Record<string, string>>(() => ({
    name: plan.name,
    name_hi: plan.name_hi,
    price: paiseAsRupeeText(plan.price),
    voucher_discount_percent: String(plan.voucher_discount_percent),
    active: plan.active ? 'yes' : 'no',
    reason: '',
  }));
  const [change, changing] = useOpsChangePlanMutation();
  const problem = useFormProblem(changing.error, FIELDS);
  const field = (name: string) => ({
    value: values[name] ?? '',
    onChange: (event: { target: { value: string } }) =>
      setValues((before) => ({ ...before, [name]: event.target.value })),
    error: problem.of(name),
  });

  const price = typedRupeesInPaise(values.price ?? '');
  const discount = typedNumber(values.voucher_discount_percent ?? '');
  // What a member with a voucher would pay, as the checkout works it out; only for sane numbers.
  const withVoucher =
    Number.isInteger(price) && price > 0 && Number.isInteger(discount) && discount >= 0
      ? format.rupees(priceAfterVoucher(price, Math.min(discount, 100)))
      : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const changed = await change({
      id: plan.id,
      name: values.name?.trim() ?? '',
      name_hi: values.name_hi?.trim() ?? '',
      price,
      voucher_discount_percent: discount,
      active: values.active === 'yes',
      reason: values.reason?.trim() ?? '',
    });
    if ('data' in changed) onDone();
  };

  const heading = t('opsConsole.plans.editHeading', { name });
  return (
    <OpsForm heading={heading} onSubmit={submit}>
      <TextField label={t('opsConsole.plans.name')} maxLength={80} required {...field('name')} />
      <TextField
        label={t('opsConsole.plans.nameHi')}
        lang="hi"
        maxLength={80}
        required
        {...field('name_hi')}
      />
      <div className="ops-form__row">
        <TextField
          label={t('opsConsole.plans.price')}
          hint={t('opsConsole.plans.priceHint')}
          inputMode="decimal"
          required
          {...field('price')}
        />
        <TextField
          label={t('opsConsole.plans.discount')}
          hint={
            withVoucher
              ? t('opsConsole.plans.discountHint', { amount: withVoucher })
              : t('opsConsole.plans.discountRange')
          }
          inputMode="numeric"
          required
          {...field('voucher_discount_percent')}
        />
      </div>
      <Select label={t('opsConsole.plans.offered')} {...field('active')}>
        <option value="yes">{t('opsConsole.plans.offeredYes')}</option>
        <option value="no">{t('opsConsole.plans.offeredNo')}</option>
      </Select>
      <FormEnd
        reason={{ label: t('opsConsole.plans.reason'), ...field('reason') }}
        problem={problem.whole}
        saveLabel={t('opsConsole.plans.save')}
        saving={changing.isLoading}
        onCancel={onDone}
      />
    </OpsForm>
  );
}
