import type { ServicePlugin } from '../service-plugin';
import { campaignOpsRoutes } from './campaign-ops-routes';
import { createCampaignReads } from './campaign-reads';
import { campaignRoutes } from './campaign-routes';
import { pledgeRoutes } from './pledge-routes';

/** The festival service: campaigns ops run, and the pledges members take in them (decision 0035). */
export const festivalService: ServicePlugin = async (app, { db, clock }) => {
  const campaigns = createCampaignReads(db, clock);
  await app.register(campaignRoutes, { campaigns, clock });
  await app.register(campaignOpsRoutes, { db, campaigns, clock });
  await app.register(pledgeRoutes, { db, clock });
};
