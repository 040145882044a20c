import {
  Badge,
  Button,
  Card,
  EmptyState,
  ErrorState,
  Select,
  Spinner,
  TextField,
  useLanguage,
} from '@yoga/shared';
import { indiaDayFrom } from '@yoga/shared/domain';
import type { OpsGift } from '@yoga/shared/models';
import { saveTextFile } from '@yoga/shared/ui-extra';
import { useState, type FormEvent } from 'react';
import {
  useOpsGiftsQuery,
  useOpsShipGiftMutation,
  useOpsShippingListMutation,
  type ShippingState,
} from '../api/ops-endpoints';
import { useFormProblem } from '../model/use-form-problem';
import { useOpsConsoleT } from '../ops-console-catalogue';

const STATES: readonly ShippingState[] = ['claimed', 'shipped', 'delivered'];

// Ids spelled out in full, so the catalogue check finds each one used.
const STATE_LABELS = {
  claimed: 'opsConsole.gifts.state.claimed',
  shipped: 'opsConsole.gifts.state.shipped',
  delivered: 'opsConsole.gifts.state.delivered',
} as const satisfies Record<ShippingState, string>;

/** Where a gift goes, on the lines a label has. */
function addressLines(gift: OpsGift): string[] {
  const address = gift.address;
  if (!address) return [];
  const place = [address.city, address.state, address.pincode].filter(Boolean).join(', ');
  return [
    `${address.recipient} · ${address.phone_number}`,
    [address.line1, address.line2].filter(Boolean).join(', '),
    `${place} (${address.country_code})`,
  ];
}

/** The next step of one gift: sent with the courier's tracking number, then delivered. */
function NextStep({ gift }: { gift: OpsGift }) {
  const t = useOpsConsoleT();
  const [tracking, setTracking] = useState('');
  const [ship, shipping] = useOpsShipGiftMutation();
  const problem = useFormProblem(shipping.error, ['tracking', 'status']);

  if (gift.status === 'delivered') return null;
  if (gift.status === 'shipped') {
    return (
      <div className="ops-form">
        {problem.whole && <ErrorState message={problem.whole} />}
        <Button
          variant="secondary"
          loading={shipping.isLoading}
          onClick={() => void ship({ id: gift.id, status: 'delivered' })}
        >
          {t('opsConsole.gifts.markDelivered', { gift: gift.id })}
        </Button>
      </div>
    );
  }
  const send = (event: FormEvent) => {
    event.preventDefault();
    const number = tracking.trim();
    void ship({ id: gift.id, status: 'shipped', ...(number ? { tracking: number } : {}) });
  };
  return (
    <form className="ops-form ops-gifts__ship" onSubmit={send} noValidate>
      <TextField
        label={t('opsConsole.gifts.tracking', { gift: gift.id })}
        value={tracking}
        onChange={(event) => setTracking(event.target.value)}
        error={problem.of('tracking')}
        maxLength={80}
        autoCapitalize="characters"
      />
      {problem.whole && <ErrorState message={problem.whole} />}
      <Button type="submit" loading={shipping.isLoading}>
        {t('opsConsole.gifts.markShipped', { gift: gift.id })}
      </Button>
    </form>
  );
}

function GiftEntry({ gift }: { gift: OpsGift }) {
  const t = useOpsConsoleT();
  const { locale } = useLanguage();
  const name = locale === 'hi' ? gift.gift_name_hi : gift.gift_name;
  return (
    <li className="ops-gifts__gift">
      <p>
        <strong>
          {t('opsConsole.gifts.line', { gift: gift.id, name, member: gift.member.name })}
        </strong>{' '}
        <Badge tone={gift.status === 'claimed' ? 'accent' : 'success'}>
          {t(STATE_LABELS[gift.status as ShippingState])}
        </Badge>
      </p>
      <address className="ops-gifts__address">
        {addressLines(gift).map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
      {gift.tracking && <p>{t('opsConsole.gifts.trackingIs', { tracking: gift.tracking })}</p>}
      <NextStep gift={gift} />
    </li>
  );
}

/** One page of the gifts in a state; "Show more" appends the next below it. */
function GiftPage({ status, after }: { status: ShippingState; after: number }) {
  const t = useOpsConsoleT();
  const [more, setMore] = useState(false);
  const page = useOpsGiftsQuery({ status, after });
  if (page.isLoading) return <Spinner label={t('opsConsole.gifts.loading')} />;
  if (page.isError || !page.data) {
    return <ErrorState message={t('opsConsole.gifts.error')} onRetry={() => void page.refetch()} />;
  }
  const { data, next } = page.data;
  if (after === 0 && data.length === 0) {
    return <EmptyState title={t('opsConsole.gifts.empty')} />;
  }
  return (
    <>
      <ul className="ops-gifts">
        {data.map((gift) => (
          <GiftEntry key={gift.id} gift={gift} />
        ))}
      </ul>
      {next !== null &&
        (more ? (
          <GiftPage status={status} after={next} />
        ) : (
          <Button variant="secondary" onClick={() => setMore(true)}>
            {t('opsConsole.gifts.more')}
          </Button>
        ))}
    </>
  );
}

/**
 * Support's shipping desk (issue 28): gifts members claimed, sent with a tracking number, then
 * delivered; the courier's list as a CSV (each download is in the gifts' histories) or printed.
 */
export function GiftShipping() {
  const t = useOpsConsoleT();
  const [status, setStatus] = useState<ShippingState>('claimed');
  const [takeList, taking] = useOpsShippingListMutation();

  const download = async () => {
    const list = await takeList();
    if ('data' in list && list.data !== undefined) {
      saveTextFile(list.data, `shipping-list-${indiaDayFrom(new Date(), 0)}.csv`, 'text/csv');
    }
  };

  return (
    <Card heading={t('opsConsole.gifts.heading')}>
      <p>{t('opsConsole.gifts.intro')}</p>
      <div className="ops-form__actions ops-no-print">
        <Button loading={taking.isLoading} onClick={() => void download()}>
          {t('opsConsole.gifts.download')}
        </Button>
        <Button variant="secondary" onClick={() => window.print()}>
          {t('opsConsole.gifts.print')}
        </Button>
      </div>
      {taking.isError && <ErrorState message={t('opsConsole.gifts.downloadError')} />}
      <Select
        className="ops-no-print"
        label={t('opsConsole.gifts.show')}
        value={status}
        onChange={(event) => setStatus(event.target.value as ShippingState)}
      >
        {STATES.map((state) => (
          <option key={state} value={state}>
            {t(STATE_LABELS[state])}
          </option>
        ))}
      </Select>
      <GiftPage key={status} status={status} after={0} />
    </Card>
  );
}
