import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { campaignToShow } from '@yoga/shared/domain';
import type { Campaign } from '@yoga/shared/models';
import { CampaignBody, CampaignListBody } from '@yoga/shared/schemas';
import { ErrorBody, notFound } from '../../http/errors';
import { NoQuery } from '../../http/schemas';
import type { CampaignReads } from './campaign-reads';
import { campaignWire } from '../../festival/campaign-repository';
import { EventParams, OccasionParams } from '../../festival/campaign-schemas';

const errors = { 400: ErrorBody, 404: ErrorBody };

/**
 * What anyone reads of campaigns (no session): the ones running today, the featured one, an
 * occasion's and one by its event. Out of its days a campaign is still answered, with its
 * phase, so its page can say when it comes back instead of "not found".
 */
export const campaignRoutes: FastifyPluginAsyncTypebox<{
  campaigns: CampaignReads;
  clock: () => Date;
}> = async (app, { campaigns, clock }) => {
  app.get(
    '/campaigns',
    {
      schema: {
        tags: ['festival'],
        summary: 'The campaigns running today (India’s day), the latest to start first',
        querystring: NoQuery,
        response: { 200: CampaignListBody, 400: ErrorBody },
      },
    },
    async () => {
      const now = clock();
      return { campaigns: (await campaigns.running()).map((one) => campaignWire(one, now)) };
    },
  );

  /** The one to show of several: running, else next, else the last (decision 0035). */
  const shown = (
    rows: Awaited<ReturnType<CampaignReads['running']>>,
    missing: string,
  ): Campaign => {
    const now = clock();
    const one = campaignToShow(rows, now);
    if (!one) throw notFound(missing);
    return campaignWire(one, now);
  };

  app.get(
    '/featured-campaign',
    {
      schema: {
        tags: ['festival'],
        summary:
          'The featured campaign (/campaign): the one running, else the next, else the last to end',
        querystring: NoQuery,
        response: { 200: CampaignBody, ...errors },
      },
    },
    async () => shown(await campaigns.featured(), 'No campaign is featured.'),
  );

  app.get(
    '/occasions/:occasion',
    {
      schema: {
        tags: ['festival'],
        summary:
          "An occasion's campaign (/festive, /ganeshChaturthi): the one running, else the next, else the last to end",
        params: OccasionParams,
        response: { 200: CampaignBody, ...errors },
      },
    },
    async (request) =>
      shown(
        await campaigns.ofOccasion(request.params.occasion),
        'This occasion has no campaign yet.',
      ),
  );

  app.get(
    '/campaigns/:event',
    {
      schema: {
        tags: ['festival'],
        summary: 'One campaign by its event, whether it runs today or not (its phase says)',
        params: EventParams,
        response: { 200: CampaignBody, ...errors },
      },
    },
    async (request) => {
      const one = await campaigns.one(request.params.event);
      if (!one) throw notFound('There is no such campaign.');
      return campaignWire(one, clock());
    },
  );
};
