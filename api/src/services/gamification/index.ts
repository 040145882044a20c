import type { ServicePlugin } from '../service-plugin';
import { referralRoutes } from './referral-routes';

/** The gamification service: the friends a member invited. */
export const gamificationService: ServicePlugin = async (app, { db }) => {
  await app.register(referralRoutes, { db });
};
