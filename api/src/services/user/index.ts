import type { ServicePlugin } from '../service-plugin';
import { addressRoutes } from './address-routes';
import { freeMemberRoutes } from './free-member-routes';

/** The user service: free membership and a member's delivery addresses. */
export const userService: ServicePlugin = async (app, { db, onEnrolled }) => {
  await app.register(freeMemberRoutes, { db, onEnrolled });
  await app.register(addressRoutes, { db });
};
