import type { ServicePlugin } from '../service-plugin';
import { addressRoutes } from './address-routes';
import { freeMemberRoutes } from './free-member-routes';
import { profileRoutes } from './profile-routes';

/** The user service: free membership, a member's profile and their delivery addresses. */
export const userService: ServicePlugin = async (app, { db, onEnrolled }) => {
  await app.register(freeMemberRoutes, { db, onEnrolled });
  await app.register(addressRoutes, { db });
  await app.register(profileRoutes, { db });
};
