import {
  Card,
  ErrorState,
  Spinner,
  supportContact,
  useFormat,
  type ReferralCounts,
} from '@yoga/shared';
import { InviteShare } from '@yoga/shared/ui-extra';
import {
  useLeaderboardMyReferralQuery,
  useLeaderboardQrCodeQuery,
  useLeaderboardShortLinkQuery,
} from '../api/referrals-api';
import { useReferralsT } from '../referrals-catalogue';
import './referrals.css';

function QrCode({ slug }: { slug: string }) {
  const t = useReferralsT();
  const qr = useLeaderboardQrCodeQuery(slug);
  // Without the picture the link and its buttons still do the job: nothing to report.
  if (!qr.data) return null;
  return (
    <figure className="invite-card__qr">
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.data)}`}
        alt={t('referrals.invite.qr')}
        width={176}
        height={176}
      />
      <figcaption>{t('referrals.invite.qrHint')}</figcaption>
    </figure>
  );
}

function Counts({ counts }: { counts: ReferralCounts }) {
  const t = useReferralsT();
  const { number } = useFormat();
  const rows = [
    { key: 'counted', label: t('referrals.counts.counted'), value: counts.counted },
    { key: 'pending', label: t('referrals.counts.pending'), value: counts.pending },
    { key: 'not_counted', label: t('referrals.counts.notCounted'), value: counts.not_counted },
  ];
  return (
    <Card heading={t('referrals.counts.title')}>
      <dl className="referral-counts">
        {rows.map((row) => (
          <div key={row.key} className={`referral-counts__item referral-counts__item--${row.key}`}>
            <dt>{row.label}</dt>
            <dd>{number(row.value)}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/**
 * The member's invitation (the site's one way to invite, with a short link per channel), the QR
 * code of their referral page for friends met in person, and how their friends stand.
 */
export function InviteCard() {
  const t = useReferralsT();
  const mine = useLeaderboardMyReferralQuery();
  if (mine.isLoading) return <Spinner label={t('referrals.invite.loading')} />;
  if (!mine.data) {
    return (
      <ErrorState
        message={t('referrals.invite.error')}
        onRetry={() => void mine.refetch()}
        retrying={mine.isFetching}
      />
    );
  }
  const { slug, counts } = mine.data;
  return (
    <>
      <Card heading={t('referrals.invite.title')} className="invite-card">
        <p>{t('referrals.invite.text')}</p>
        <InviteShare
          useShortLink={useLeaderboardShortLinkQuery}
          supportPhone={supportContact().phone}
          headingLevel={3}
        />
        <QrCode slug={slug} />
      </Card>
      <Counts counts={counts} />
    </>
  );
}
