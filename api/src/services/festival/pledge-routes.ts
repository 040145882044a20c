import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { campaignPhase } from '@yoga/shared/domain';
import type { Pledge } from '@yoga/shared/models';
import { MyPledgeBody, PledgeBody } from '@yoga/shared/schemas';
import type { Database } from '../../db/database';
import { ErrorBody, HttpError, notFound } from '../../http/errors';
import { LIMITED_PER_IP } from '../../http/rate-limit';
import { PREVIEW_SITE_NAME } from '../../festival/pledge-page';
import { createPledgePreviews } from '../../festival/pledge-preview';
import { acceptedName } from '../../members/name-input';
import { requireMember, requireSignedInMember } from '../../security/caller';
import {
  campaignWire,
  findCampaign,
  type StoredCampaign,
} from '../../festival/campaign-repository';
import { EventParams } from '../../festival/campaign-schemas';
import {
  findPledgeAndCampaign,
  memberPledge,
  takePledge,
  type StoredPledge,
} from '../../festival/pledge-repository';
import { PledgeInput, PledgePreviewAnswers, PledgeSlugParams } from './pledge-schemas';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/**
 * Pledges (promises): a member takes a campaign's pledge once, with their name as it should print;
 * its public page shows that name, the campaign and how many took it, never a phone number.
 */
export const pledgeRoutes: FastifyPluginAsyncTypebox<{ db: Database; clock: () => Date }> = async (
  app,
  { db, clock },
) => {
  const wire = (pledge: StoredPledge, campaign: StoredCampaign): Pledge => ({
    slug: pledge.slug,
    name: pledge.name,
    campaign: campaignWire(campaign, clock()),
    taken_at: pledge.taken_at,
    join_path: `/join/${encodeURIComponent(pledge.lead_slug)}`,
  });
  /** The pledge with its campaign read now, so the count includes a pledge just taken. */
  const withCampaign = async (pledge: StoredPledge): Promise<Pledge> => {
    const campaign = await findCampaign(db, pledge.event);
    if (!campaign) throw notFound('There is no such campaign.');
    return wire(pledge, campaign);
  };

  app.post(
    '/campaigns/:event/pledge',
    {
      preHandler: requireSignedInMember,
      config: LIMITED_PER_IP,
      schema: {
        tags: ['festival'],
        summary:
          "Takes the campaign's pledge with the name as it prints: 201 the first time, 200 with the same pledge after",
        params: EventParams,
        body: PledgeInput,
        response: { 200: PledgeBody, 201: PledgeBody, ...errors, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const { leadId } = requireMember(request);
      const name = acceptedName(request.body.name);
      const campaign = await findCampaign(db, request.params.event);
      if (!campaign) throw notFound('There is no such campaign.');
      if (campaign.pledge === null) {
        throw new HttpError(409, 'campaign_has_no_pledge', 'This campaign has no pledge to take.');
      }
      if (campaignPhase(campaign, clock()) !== 'running') {
        const mine = await memberPledge(db, campaign.event, leadId);
        // A retry after the last day still gets the pledge taken on time.
        if (mine) return reply.code(200).send(await withCampaign(mine));
        throw new HttpError(
          409,
          'campaign_not_running',
          'This campaign is not running today, so its pledge cannot be taken.',
        );
      }
      const { pledge, taken } = await takePledge(db, campaign, leadId, name);
      return reply.code(taken ? 201 : 200).send(await withCampaign(pledge));
    },
  );

  app.get(
    '/campaigns/:event/pledge',
    {
      preHandler: requireSignedInMember,
      schema: {
        tags: ['festival'],
        summary: "The signed-in member's pledge in the campaign, null until they take it",
        params: EventParams,
        response: { 200: MyPledgeBody, ...errors },
      },
    },
    async (request) => {
      const { leadId } = requireMember(request);
      const mine = await memberPledge(db, request.params.event, leadId);
      if (mine) return { pledge: await withCampaign(mine) };
      if (!(await findCampaign(db, request.params.event))) {
        throw notFound('There is no such campaign.');
      }
      return { pledge: null };
    },
  );

  const previews = createPledgePreviews();
  app.get(
    '/pledges/:slug/preview.png',
    {
      schema: {
        tags: ['festival'],
        summary:
          "A pledge's 1200x630 link-preview image: the printed name and the promise in English and Hindi",
        params: PledgeSlugParams,
        response: { ...PledgePreviewAnswers, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const found = await findPledgeAndCampaign(db, request.params.slug);
      if (!found) throw notFound('There is no such pledge.');
      const { pledge, campaign } = found;
      const { png, etag } = previews({
        name: pledge.name,
        pledge: campaign.pledge ?? campaign.title,
        pledgeHindi: campaign.pledge_hi ?? campaign.title_hi,
        site: PREVIEW_SITE_NAME,
      });
      reply.header('etag', etag).header('cache-control', 'public, max-age=3600');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return reply.type('image/png').send(png);
    },
  );

  app.get(
    '/pledges/:slug',
    {
      schema: {
        tags: ['festival'],
        summary: "A pledge's public page: the printed name, the campaign, how many took it",
        params: PledgeSlugParams,
        response: { 200: PledgeBody, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const found = await findPledgeAndCampaign(db, request.params.slug);
      if (!found) throw notFound('There is no such pledge.');
      return wire(found.pledge, found.campaign);
    },
  );
};
