import { ButtonLink, Card, useContentText, useFormat, type Lead } from '@yoga/shared';
import {
  useChallengeHomeCertificateQuery,
  useChallengeHomeGiftsQuery,
  useChallengeHomePointsQuery,
  useChallengeHomeRankQuery,
  useChallengeHomeVouchersQuery,
} from '../api/member-standing-api';
import { attendanceStreak } from '../model/attendance-streak';
import { waitingAction, type WaitingAction } from '../model/waiting-action';
import { useMemberStandingT } from '../member-standing-catalogue';
import './member-standing.css';

/** The one thing waiting for the member, with the button that does it. */
function Waiting({ action }: { action: WaitingAction }) {
  const t = useMemberStandingT();
  const content = useContentText();
  const format = useFormat();
  if (action.kind === 'none') return null;
  const [text, label, to] =
    action.kind === 'claim-gift'
      ? [
          t('memberStanding.giftWaiting', {
            gift: content(action.gift.gift_name, action.gift.gift_name_hi),
          }),
          t('memberStanding.claimGift'),
          '/gifts',
        ]
      : action.kind === 'issue-certificate'
        ? [t('memberStanding.certificateReady'), t('memberStanding.getCertificate'), '/certificate']
        : [
            t('memberStanding.voucherWaiting', {
              date: format.calendarDate(action.voucher.last_day),
            }),
            t('memberStanding.seeVoucher'),
            '/vouchers',
          ];
  return (
    <div className="member-standing__waiting">
      <p>{text}</p>
      <ButtonLink to={to}>{label}</ButtonLink>
    </div>
  );
}

/** The reads the standing card shows; the member home waits for all of them before it shows it. */
export function useStandingReads(lead: Lead) {
  return {
    points: useChallengeHomePointsQuery(lead.phone_number),
    rank: useChallengeHomeRankQuery(lead.phone_number),
    gifts: useChallengeHomeGiftsQuery(lead.id),
    certificate: useChallengeHomeCertificateQuery(lead.id),
    vouchers: useChallengeHomeVouchersQuery(lead.id),
  };
}

/**
 * Under today's session on a member's home: the one thing waiting for them (a gift to claim, a
 * certificate to issue, a voucher), then their points, place and streak, with how points are
 * earned. Points and place fall back to 0 and "not on the board" (spec section 8).
 */
export function MemberStanding({
  lead,
  attendedDays,
  today,
}: {
  lead: Lead;
  attendedDays: readonly number[];
  /** The challenge's day now, while it runs; null before or after. */
  today: number | null;
}) {
  const t = useMemberStandingT();
  const format = useFormat();
  const { points, rank, gifts, certificate, vouchers } = useStandingReads(lead);
  const action = waitingAction({
    gifts: gifts.data?.data,
    certificate: certificate.data,
    vouchers: vouchers.data?.data,
  });
  const place = rank.data?.rank ?? null;
  return (
    <Card heading={t('memberStanding.title')} className="member-standing">
      <Waiting action={action} />
      <dl className="member-standing__facts">
        <div>
          <dt>{t('memberStanding.points')}</dt>
          <dd>{format.number(points.data?.points ?? 0)}</dd>
        </div>
        <div>
          <dt>{t('memberStanding.place')}</dt>
          <dd>
            {place === null
              ? t('memberStanding.notRanked')
              : t('memberStanding.placeValue', { rank: format.number(place) })}
          </dd>
        </div>
        {today !== null && (
          <div>
            <dt>{t('memberStanding.streak')}</dt>
            <dd>
              {t('memberStanding.streakValue', { days: attendanceStreak(attendedDays, today) })}
            </dd>
          </div>
        )}
      </dl>
      <p className="member-standing__how">{t('memberStanding.howPoints')}</p>
      <ButtonLink to="/leaderboard" variant="link">
        {t('memberStanding.seeBoard')}
      </ButtonLink>
    </Card>
  );
}
