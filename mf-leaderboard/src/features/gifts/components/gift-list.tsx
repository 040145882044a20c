import {
  Button,
  Card,
  EmptyState,
  ErrorState,
  Spinner,
  Trans,
  useLanguage,
  type EarnedGift,
  type GiftStatus,
} from '@yoga/shared';
import { useState } from 'react';
import { useLeaderboardGiftsQuery } from '../api/gifts-api';
import { useGiftsT } from '../gifts-catalogue';
import { giftAction, giftSteps } from '../model/gift-status';
import { AddressDialog } from './address-dialog';
import { useGiftName } from './use-gift-name';
import './gifts.css';

// Ids spelled out in full, so the catalogue check finds each one used.
const STEP_IDS = {
  earned: 'gifts.gift.step.earned',
  claimed: 'gifts.gift.step.claimed',
  shipped: 'gifts.gift.step.shipped',
  delivered: 'gifts.gift.step.delivered',
} as const satisfies Record<GiftStatus, string>;

type Member = { name: string; phone_number: string; country_code: string };

function GiftCard({ gift, onOpen }: { gift: EarnedGift; onOpen: () => void }) {
  const t = useGiftsT();
  const { locale } = useLanguage();
  const giftName = useGiftName();
  const name = giftName(gift);
  const action = giftAction(gift.status);
  const address = gift.address;
  return (
    <li className="gift">
      <h3 className="gift__name">{name}</h3>
      <p className="gift__source">
        {gift.level !== null
          ? t('gifts.gift.fromLevel', { level: gift.level })
          : t('gifts.gift.fromGuess', { day: gift.guess_day ?? 0 })}
      </p>
      <ol className="gift__steps" aria-label={t('gifts.gift.steps', { gift: name })}>
        {giftSteps(gift.status).map(({ step, state }) => (
          <li
            key={step}
            className={`gift__step gift__step--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            {t(STEP_IDS[step])}
          </li>
        ))}
      </ol>
      {gift.tracking && (gift.status === 'shipped' || gift.status === 'delivered') && (
        <p className="gift__tracking">{t('gifts.gift.tracking', { tracking: gift.tracking })}</p>
      )}
      {address && gift.status !== 'earned' && (
        <div className="gift__address">
          <p className="gift__address-label">{t('gifts.gift.deliverTo')}</p>
          <address>
            {address.recipient}
            <br />
            {[address.line1, address.line2].filter(Boolean).join(', ')}
            <br />
            {[address.city, address.state, address.pincode].filter(Boolean).join(', ')}
            <br />
            {new Intl.DisplayNames([locale], { type: 'region' }).of(address.country_code) ??
              address.country_code}
          </address>
        </div>
      )}
      {action && (
        <Button variant={action === 'claim' ? 'primary' : 'secondary'} onClick={onOpen}>
          {action === 'claim' ? (
            t('gifts.gift.claim', { gift: name })
          ) : (
            // Short on screen; a screen reader hears which gift it is for.
            <Trans
              id="gifts.gift.change"
              values={{ gift: name }}
              components={{ 0: <span className="kit-visually-hidden" /> }}
            />
          )}
        </Button>
      )}
    </li>
  );
}

/** Every gift the member earned, how far its delivery got, and claiming or re-addressing it. */
export function GiftList({ memberId, member }: { memberId: number; member: Member }) {
  const t = useGiftsT();
  const giftName = useGiftName();
  const gifts = useLeaderboardGiftsQuery(memberId);
  const [open, setOpen] = useState<EarnedGift | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  let body;
  if (gifts.isLoading) {
    body = <Spinner label={t('gifts.list.loading')} />;
  } else if (!gifts.data) {
    body = (
      <ErrorState
        message={t('gifts.list.error')}
        onRetry={() => void gifts.refetch()}
        retrying={gifts.isFetching}
      />
    );
  } else if (gifts.data.data.length === 0) {
    body = <EmptyState title={t('gifts.list.emptyTitle')}>{t('gifts.list.emptyText')}</EmptyState>;
  } else {
    body = (
      <ul className="gift-list">
        {gifts.data.data.map((gift) => (
          <GiftCard
            key={gift.id}
            gift={gift}
            onOpen={() => {
              setNotice(null);
              setOpen(gift);
            }}
          />
        ))}
      </ul>
    );
  }

  return (
    <Card heading={t('gifts.list.title')}>
      <p className="gift-list__notice" role="status">
        {notice}
      </p>
      {body}
      {open && (
        <AddressDialog
          gift={open}
          giftName={giftName(open)}
          member={member}
          onClose={() => setOpen(null)}
          onDone={() => {
            const name = giftName(open);
            setNotice(
              open.status === 'claimed'
                ? t('gifts.gift.changed', { gift: name })
                : t('gifts.gift.claimed', { gift: name }),
            );
            setOpen(null);
          }}
        />
      )}
    </Card>
  );
}
