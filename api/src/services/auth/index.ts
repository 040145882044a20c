import { named } from '../../http/named-plugin';
import type { ServicePlugin } from '../service-plugin';
import { authRoutes } from './auth-routes';
import { opsSignInRoutes } from './ops-sign-in-routes';

/** The auth service: signing in with a one-time code, and sessions; members' and ops'. */
export const authService: ServicePlugin = async (app, { db, otp, tokens, sms, devOutbox }) => {
  await app.register(named(authRoutes), { db, otp, tokens, sms, devOutbox });
  await app.register(named(opsSignInRoutes), { db, otp, tokens });
};
