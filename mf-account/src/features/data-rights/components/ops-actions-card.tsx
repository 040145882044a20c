import { Card, ErrorState, Skeleton, useLanguage } from '@yoga/shared';
import type { MemberOpsAction } from '@yoga/shared/models';
import { useAccountOpsActionsQuery } from '../api/data-rights-api';
import { useDataRightsT } from '../data-rights-catalogue';
import { formatInstant } from '../model/data-summary';
import './data-rights.css';

// Ids spelled out in full, so the catalogue check finds each one used.
const ACTION_IDS = {
  attendance_marked: 'data.opsActions.attendanceMarked',
  attendance_unmarked: 'data.opsActions.attendanceUnmarked',
  referral_held: 'data.opsActions.referralHeld',
  referral_approved: 'data.opsActions.referralApproved',
  referral_rejected: 'data.opsActions.referralRejected',
  gift_claimed: 'data.opsActions.giftClaimed',
  gift_address_changed: 'data.opsActions.giftAddressChanged',
  gift_listed: 'data.opsActions.giftListed',
  gift_shipped: 'data.opsActions.giftShipped',
  gift_delivered: 'data.opsActions.giftDelivered',
  certificate_corrected: 'data.opsActions.certificateCorrected',
  certificate_revoked: 'data.opsActions.certificateRevoked',
  profile_changed: 'data.opsActions.profileChanged',
  address_changed: 'data.opsActions.addressChanged',
  live_preferences_changed: 'data.opsActions.livePreferencesChanged',
  phone_revealed: 'data.opsActions.phoneRevealed',
} as const satisfies Record<MemberOpsAction, string>;

/**
 * Every change the support team made to the member's data, with its reason (issue 28: "Support
 * corrected your attendance on 12 Oct: camera was off"); the download holds the full records.
 */
export function OpsActionsCard() {
  const t = useDataRightsT();
  const { locale } = useLanguage();
  const read = useAccountOpsActionsQuery();
  let body;
  if (read.isError) {
    body = (
      <ErrorState
        message={t('data.opsActions.error')}
        onRetry={() => void read.refetch()}
        retrying={read.isFetching}
      />
    );
  } else if (!read.data) {
    body = (
      <>
        <p role="status">{t('data.opsActions.loading')}</p>
        <Skeleton height="3rem" />
      </>
    );
  } else if (read.data.result.length === 0) {
    body = <p>{t('data.opsActions.empty')}</p>;
  } else {
    body = (
      <ul className="ops-actions">
        {read.data.result.map((entry, index) => (
          <li key={`${entry.at}-${index}`}>
            <strong>
              {t('data.opsActions.item', {
                date: formatInstant(entry.at, locale),
                action: t(ACTION_IDS[entry.action], { day: entry.day ?? '' }),
              })}
            </strong>
            {entry.reason && <span>{t('data.opsActions.reason', { reason: entry.reason })}</span>}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Card heading={t('data.opsActions.title')}>
      <p>{t('data.opsActions.text')}</p>
      {body}
    </Card>
  );
}
