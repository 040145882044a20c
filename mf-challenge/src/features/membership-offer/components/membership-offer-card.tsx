import { ButtonLink, Card, useFormat } from '@yoga/shared';
import type { Offer } from '@yoga/shared/models';
import { useMembershipOfferT } from '../membership-offer-catalogue';

/**
 * On a member's home once the server offers them the membership (payment open, referrals over,
 * not paid): the lowest price per day and their voucher, and the way to `/buy`.
 */
export function MembershipOfferCard({ offer }: { offer: Offer }) {
  const t = useMembershipOfferT();
  const format = useFormat();
  const perDay = Math.min(...offer.plans.map((plan) => plan.amount_per_day));
  return (
    <Card heading={t('membershipOffer.title')} className="membership-offer">
      {Number.isFinite(perDay) && (
        <p>{t('membershipOffer.text', { amount: format.rupees(perDay) })}</p>
      )}
      {offer.voucher && (
        <p>
          {t('membershipOffer.voucher', {
            code: offer.voucher.code,
            percent: offer.voucher.discount_percent,
            date: format.calendarDate(offer.voucher.last_day),
          })}
        </p>
      )}
      <ButtonLink to="/buy">{t('membershipOffer.action')}</ButtonLink>
    </Card>
  );
}
