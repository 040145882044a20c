import type { ServiceName } from '@yoga/shared/domain';
import { authService } from './auth';
import { configService } from './config';
import { festivalService } from './festival';
import { gamificationService } from './gamification';
import { leadService } from './lead';
import type { ServicePlugin } from './service-plugin';
import { subscriptionService } from './subscription';
import { userService } from './user';

/**
 * The plugin of every service in `SERVICE_TABLE` (@yoga/shared). A service added to the table
 * without a plugin here, or a plugin for a service the table lacks, fails the type check;
 * `buildApp` registers the enabled ones under `/api/<name>`.
 */
export const SERVICE_PLUGINS: Record<ServiceName, ServicePlugin> = {
  lead: leadService,
  auth: authService,
  user: userService,
  subscription: subscriptionService,
  gamification: gamificationService,
  festival: festivalService,
  config: configService,
};
