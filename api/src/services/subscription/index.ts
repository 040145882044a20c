import type { ServicePlugin } from '../service-plugin';
import { activeChallengeRoutes } from './active-challenge-routes';
import { attendanceRoutes } from './attendance-routes';

/** The subscription service: the challenges members join now, and members' attendance. */
export const subscriptionService: ServicePlugin = async (
  app,
  { db, activeChallenges, attendance, sessions, clock },
) => {
  await app.register(activeChallengeRoutes, { db, activeChallenges });
  await app.register(attendanceRoutes, { db, attendance, sessions, clock });
};
