import type { ServicePlugin } from '../service-plugin';
import { activeChallengeRoutes } from './active-challenge-routes';

/** The subscription service: the challenges members join now. */
export const subscriptionService: ServicePlugin = async (app, { db, activeChallenges }) => {
  await app.register(activeChallengeRoutes, { db, activeChallenges });
};
