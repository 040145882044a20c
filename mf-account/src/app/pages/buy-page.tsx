import {
  ButtonLink,
  Card,
  EmptyState,
  ErrorState,
  selectLead,
  Skeleton,
  useAppSelector,
  useFormat,
  type Catalogue,
  type Lead,
} from '@yoga/shared';
import type { Offer } from '@yoga/shared/models';
import { extraCatalogue, SignInCard } from '@yoga/shared/ui-extra';
import { useSearchParams } from 'react-router-dom';
import { useAccountOfferQuery } from '../../features/membership/api/membership-api';
import { OrderOutcome } from '../../features/membership/components/order-outcome';
import { PlanChoice } from '../../features/membership/components/plan-choice';
import { PublicPlans } from '../../features/membership/components/public-plans';
import {
  membershipCatalogue,
  useMembershipT,
} from '../../features/membership/membership-catalogue';
import './pages.css';

/** Every catalogue the page shows at once, loaded before it renders. */
export const PAGE_CATALOGUES: Catalogue[] = [membershipCatalogue, extraCatalogue];

/** Why the membership is not offered now, and what the member can do meanwhile. */
function OfferHidden({ offer }: { offer: Offer }) {
  const t = useMembershipT();
  const format = useFormat();
  const date = offer.payment_start_date && format.calendarDate(offer.payment_start_date);
  const home = <ButtonLink to="/">{t('buy.hidden.home')}</ButtonLink>;
  switch (offer.hidden_because) {
    case 'paid':
      return (
        <EmptyState title={t('buy.hidden.paidTitle')} action={home}>
          {t('buy.hidden.paidText')}
        </EmptyState>
      );
    case 'referral_running':
      return (
        <EmptyState title={t('buy.hidden.referralTitle')} action={home}>
          {date ? t('buy.hidden.referralText', { date }) : t('buy.hidden.referralUndated')}
        </EmptyState>
      );
    case 'payment_not_started':
      return (
        <EmptyState title={t('buy.hidden.notStartedTitle')} action={home}>
          {date ? t('buy.hidden.notStartedText', { date }) : t('buy.hidden.notStartedUndated')}
        </EmptyState>
      );
    default:
      return (
        <EmptyState title={t('buy.hidden.notEnrolledTitle')} action={home}>
          {t('buy.hidden.notEnrolledText')}
        </EmptyState>
      );
  }
}

function MemberOffer({ lead }: { lead: Lead }) {
  const t = useMembershipT();
  const [, setSearch] = useSearchParams();
  const offer = useAccountOfferQuery();
  if (offer.isError) {
    return (
      <ErrorState
        message={t('buy.error')}
        onRetry={() => void offer.refetch()}
        retrying={offer.isFetching}
      />
    );
  }
  if (!offer.data) {
    return (
      <Card heading={t('buy.offerTitle')}>
        <p role="status">{t('buy.loading')}</p>
        <Skeleton height="22rem" />
      </Card>
    );
  }
  if (!offer.data.shown) return <OfferHidden offer={offer.data} />;
  return (
    <Card heading={t('buy.offerTitle')}>
      <PlanChoice
        offer={offer.data}
        lead={lead}
        onOrder={(order) => setSearch({ order: order.id })}
      />
    </Card>
  );
}

/** `/buy`: the paid membership's plans (page view "buy", spec section 2), and paying for one. */
export default function BuyPage() {
  const t = useMembershipT();
  const lead = useAppSelector(selectLead);
  const [search] = useSearchParams();
  const order = search.get('order');
  let body;
  if (!lead) {
    body = (
      <>
        <SignInCard title={t('buy.visitorTitle')} text={t('buy.visitorText')} />
        <PublicPlans />
      </>
    );
  } else if (order) {
    body = <OrderOutcome id={order} declined={search.get('payment') === 'failed'} />;
  } else {
    body = <MemberOffer lead={lead} />;
  }
  return (
    <div className="member-page buy-page">
      <h1>{t('buy.title')}</h1>
      <p>{t('buy.intro')}</p>
      {body}
    </div>
  );
}
