import type { ServicePlugin } from '../service-plugin';
import { memberRoutes } from './member-routes';
import { programRoutes } from './program-routes';

/** The lead service: challenge programmes, joining, and a member's own lead record. */
export const leadService: ServicePlugin = async (app, { db, otp }) => {
  await app.register(programRoutes, { db });
  await app.register(memberRoutes, { db, otp });
};
