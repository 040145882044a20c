import { named } from '../../http/named-plugin';
import type { ServicePlugin } from '../service-plugin';
import { campaignOpsRoutes } from './campaign-ops-routes';
import { createCampaignReads } from './campaign-reads';
import { campaignRoutes } from './campaign-routes';
import { contentOpsRoutes } from './content-ops-routes';
import { createContentReads } from './content-reads';
import { contentRoutes } from './content-routes';
import { pledgeRoutes } from './pledge-routes';
import { progressRoutes } from './progress-routes';

/**
 * The festival service: campaigns ops run, the pledges members take in them, each member's
 * festival store (decision 0035), and the festival tools' content ops edit (decision 0036).
 */
export const festivalService: ServicePlugin = async (app, { db, clock }) => {
  const campaigns = createCampaignReads(db, clock);
  await app.register(named(campaignRoutes), { campaigns, clock });
  await app.register(named(campaignOpsRoutes), { db, campaigns, clock });
  const content = createContentReads(db, clock);
  await app.register(named(contentRoutes), { content });
  await app.register(named(contentOpsRoutes), { db, content });
  await app.register(named(pledgeRoutes), { db, clock });
  await app.register(named(progressRoutes), { db });
};
