import { named } from '../../http/named-plugin';
import type { ServicePlugin } from '../service-plugin';
import { addressRoutes } from './address-routes';
import { clientLogRoutes } from './client-log-routes';
import { dataRightsRoutes } from './data-rights-routes';
import { feedbackRoutes } from './feedback-routes';
import { freeMemberRoutes } from './free-member-routes';
import { memberPhoneRoutes } from './member-phone-routes';
import { opsDashboardRoutes } from './ops-dashboard-routes';
import { opsPeopleRoutes } from './ops-people-routes';
import { phoneChangeRoutes } from './phone-change-routes';
import { postalRoutes } from './postal-routes';
import { profileRoutes } from './profile-routes';

/**
 * The user service: free membership, a member's profile, addresses, feedback, data rights, the
 * browsers' analytics events, the people who may act as ops, and their dashboard.
 */
export const userService: ServicePlugin = async (
  app,
  { db, onEnrolled, clock, game, certificates, otp, logBatchesPerIpPerMinute },
) => {
  await app.register(named(freeMemberRoutes), { db, onEnrolled });
  await app.register(named(addressRoutes), { db });
  await app.register(named(profileRoutes), { db });
  await app.register(named(postalRoutes), { db });
  await app.register(named(phoneChangeRoutes), { db, otp });
  await app.register(named(feedbackRoutes), { db });
  await app.register(named(opsPeopleRoutes), { db });
  await app.register(named(opsDashboardRoutes), { db, clock });
  await app.register(named(memberPhoneRoutes), { db });
  await app.register(named(clientLogRoutes), { db, perMinute: logBatchesPerIpPerMinute });
  await app.register(named(dataRightsRoutes), {
    db,
    clock,
    ranks: game.ranks,
    certificates,
    forgetPhone: otp.forgetPhone,
  });
};
