import { named } from '../../http/named-plugin';
import type { ServicePlugin } from '../service-plugin';
import { activeChallengeRoutes } from './active-challenge-routes';
import { attendanceRoutes } from './attendance-routes';
import { membershipOpsRoutes } from './membership-ops-routes';
import { offerRoutes } from './offer-routes';
import { orderRoutes } from './order-routes';
import { paymentWebhookRoutes } from './payment-webhook-routes';
import { sandboxCheckoutRoutes } from './sandbox-checkout-routes';

/**
 * The subscription service: the challenges members join now, members' attendance, and the paid
 * membership (plans, the member's offer, orders, the gateway's webhook, ops' plans and orders).
 */
export const subscriptionService: ServicePlugin = async (
  app,
  { db, activeChallenges, attendance, sessions, clock, payments, publicApiBase, publicSiteUrl },
) => {
  await app.register(named(activeChallengeRoutes), { db, activeChallenges });
  await app.register(named(attendanceRoutes), { db, attendance, sessions, clock });
  await app.register(named(offerRoutes), { db, clock });
  await app.register(named(orderRoutes), { db, payments, clock, publicApiBase });
  await app.register(named(paymentWebhookRoutes), { payments });
  await app.register(named(membershipOpsRoutes), { db, payments, clock, publicApiBase });
  // The development gateway's checkout exists only with the development gateway.
  if (payments.sandbox) {
    await app.register(named(sandboxCheckoutRoutes), {
      db,
      payments,
      sandbox: payments.sandbox,
      publicSiteUrl,
    });
  }
};
