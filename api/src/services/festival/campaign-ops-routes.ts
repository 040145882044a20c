import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CampaignBody } from '@yoga/shared/schemas';
import type { Database } from '../../db/database';
import { ErrorBody, HttpError, notFound } from '../../http/errors';
import { NoQuery } from '../../http/schemas';
import { opsActor } from '../../security/caller';
import { requireOps } from '../../security/ops-auth';
import { guardEveryRoute } from '../../security/route-guards';
import type { CampaignReads } from './campaign-reads';
import {
  allCampaigns,
  campaignEvents,
  campaignWire,
  createCampaign,
  endCampaign,
  updateCampaign,
} from '../../festival/campaign-repository';
import {
  CampaignCreateInput,
  CampaignEndInput,
  CampaignEventListBody,
  CampaignUpdateInput,
  EventParams,
  OpsCampaignListBody,
  type CampaignInputRow,
} from '../../festival/campaign-schemas';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** What the schema cannot say of a campaign: its days in order, its promise in both languages. */
function checkCampaign(input: CampaignInputRow): void {
  if (input.ends_on < input.starts_on) {
    throw new HttpError(400, 'invalid_input', 'ends_on must not be before starts_on.', {
      field: 'ends_on',
    });
  }
  if ((input.pledge === null) !== (input.pledge_hi === null)) {
    const field = input.pledge === null ? 'pledge' : 'pledge_hi';
    throw new HttpError(
      400,
      'invalid_input',
      `${field} is needed: a pledge is in both languages.`,
      {
        field,
      },
    );
  }
}

/**
 * Ops: create, edit, schedule and end campaigns without a release (decision 0035). Every write is
 * kept in the campaign's audit log with its reason and the campaign before and after.
 */
export const campaignOpsRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  campaigns: CampaignReads;
  clock: () => Date;
}> = async (app, { db, campaigns, clock }) => {
  guardEveryRoute(app, requireOps('content'));

  app.get(
    '/ops/campaigns',
    {
      schema: {
        tags: ['festival'],
        summary: 'Ops: every campaign, past, running and to come, the latest to start first',
        querystring: NoQuery,
        response: { 200: OpsCampaignListBody, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async () => {
      const now = clock();
      return { campaigns: (await allCampaigns(db)).map((one) => campaignWire(one, now)) };
    },
  );

  app.post(
    '/ops/campaigns',
    {
      schema: {
        tags: ['festival'],
        summary: 'Ops: creates a campaign, in English and Hindi, with its days in India',
        body: CampaignCreateInput,
        response: { 201: CampaignBody, ...errors, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const { event, ...input } = request.body;
      checkCampaign(input);
      const created = await createCampaign(db, event, input, opsActor(request.caller));
      if (!created) {
        throw new HttpError(409, 'campaign_exists', 'A campaign with this event already exists.', {
          field: 'event',
        });
      }
      campaigns.forget();
      return reply.code(201).send(campaignWire(created, clock()));
    },
  );

  app.put(
    '/ops/campaigns/:event',
    {
      schema: {
        tags: ['festival'],
        summary: 'Ops: rewrites a campaign (texts, days, templates, pledge); its event stays',
        params: EventParams,
        body: CampaignUpdateInput,
        response: { 200: CampaignBody, ...errors },
      },
    },
    async (request) => {
      checkCampaign(request.body);
      const updated = await updateCampaign(
        db,
        request.params.event,
        request.body,
        opsActor(request.caller),
      );
      if (!updated) throw notFound('There is no such campaign.');
      campaigns.forget();
      return campaignWire(updated, clock());
    },
  );

  app.post(
    '/ops/campaigns/:event/end',
    {
      schema: {
        tags: ['festival'],
        summary:
          'Ops: ends a campaign today (its last day becomes yesterday in India); an ended one stays',
        params: EventParams,
        body: CampaignEndInput,
        response: { 200: CampaignBody, ...errors },
      },
    },
    async (request) => {
      const now = clock();
      const ended = await endCampaign(
        db,
        request.params.event,
        { actor: opsActor(request.caller), reason: request.body.reason },
        now,
      );
      if (!ended) throw notFound('There is no such campaign.');
      campaigns.forget();
      return campaignWire(ended, now);
    },
  );

  app.get(
    '/ops/campaigns/:event/events',
    {
      schema: {
        tags: ['festival'],
        summary:
          "Ops: a campaign's audit log (who, what, when, why, before and after), oldest first",
        params: EventParams,
        querystring: NoQuery,
        response: { 200: CampaignEventListBody, ...errors },
      },
    },
    async (request) => {
      const events = await campaignEvents(db, request.params.event);
      if (events.length === 0) throw notFound('There is no such campaign.');
      return { events };
    },
  );
};
