import {
  Badge,
  Button,
  Card,
  EmptyState,
  ErrorState,
  Spinner,
  useFormat,
  type Voucher,
} from '@yoga/shared';
import { Countdown } from '@yoga/shared/ui-extra';
import { useState } from 'react';
import { useLeaderboardChallengeQuery, useLeaderboardVouchersQuery } from '../api/vouchers-api';
import { useVouchersT } from '../vouchers-catalogue';
import './vouchers.css';

type CopyState = 'idle' | 'copied' | 'failed';

function CurrentVoucher({ voucher }: { voucher: Voucher }) {
  const t = useVouchersT();
  const format = useFormat();
  const [copy, setCopy] = useState<CopyState>('idle');
  // Expired by the API's word, or once its countdown runs out while the page is open.
  const [ranOut, setRanOut] = useState(false);
  const expired = voucher.expired || ranOut;

  const copyCode = () => {
    if (!navigator.clipboard) {
      setCopy('failed');
      return;
    }
    navigator.clipboard.writeText(voucher.code).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };

  return (
    <Card heading={t('vouchers.current.title')} className="voucher">
      {expired ? (
        <p className="voucher__expired">
          <Badge tone="error">{t('vouchers.expired.badge')}</Badge>{' '}
          {t('vouchers.expired.text', { date: format.calendarDate(voucher.last_day) })}
        </p>
      ) : (
        <p>{t('vouchers.current.text')}</p>
      )}
      <p className="voucher__label" id="voucher-code-label">
        {t('vouchers.current.code')}
      </p>
      <p
        className={expired ? 'voucher__code voucher__code--expired' : 'voucher__code'}
        aria-labelledby="voucher-code-label"
      >
        {voucher.code}
      </p>
      {!expired && (
        <>
          <div className="voucher__copy">
            <Button variant="secondary" onClick={copyCode}>
              {t('vouchers.current.copy')}
            </Button>
            <p role="status" className="voucher__copy-status">
              {copy === 'copied' && t('vouchers.current.copied')}
              {copy === 'failed' && t('vouchers.current.copyFailed')}
            </p>
          </div>
          <p className="voucher__label">{t('vouchers.current.expiresIn')}</p>
          <Countdown
            to={new Date(voucher.expires_at)}
            label={t('vouchers.current.expiresIn')}
            onDone={() => setRanOut(true)}
          />
          <p className="voucher__until">
            {t('vouchers.current.validUntil', { date: format.calendarDate(voucher.last_day) })}
          </p>
        </>
      )}
    </Card>
  );
}

/** What earns a voucher, and when the challenge makes them, if its dates can be read. */
function NoVoucher({ challengeId }: { challengeId: number }) {
  const t = useVouchersT();
  const { calendarDate } = useFormat();
  const generation = useLeaderboardChallengeQuery(challengeId).data?.voucher_generation_date;
  return (
    <EmptyState title={t('vouchers.empty.title')}>
      <p>{t('vouchers.empty.earn')}</p>
      {generation && <p>{t('vouchers.empty.when', { date: calendarDate(generation) })}</p>}
    </EmptyState>
  );
}

/** The member's current voucher (the first the API lists), or how to earn one. */
export function VoucherCard({ memberId, challengeId }: { memberId: number; challengeId: number }) {
  const t = useVouchersT();
  const vouchers = useLeaderboardVouchersQuery(memberId);
  if (vouchers.isLoading) return <Spinner label={t('vouchers.loading')} />;
  if (!vouchers.data) {
    return (
      <ErrorState
        message={t('vouchers.error')}
        onRetry={() => void vouchers.refetch()}
        retrying={vouchers.isFetching}
      />
    );
  }
  const [current] = vouchers.data.data;
  return current ? <CurrentVoucher voucher={current} /> : <NoVoucher challengeId={challengeId} />;
}
