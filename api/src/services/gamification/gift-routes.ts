import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  EarnedGiftBody,
  GiftAddressUpdateBody,
  GiftClaimBody,
  GiftListBody,
  GiftShipmentUpdateBody,
  LatestGiftBody,
  OpsGiftListBody,
} from '@yoga/shared/schemas';
import type { FastifyRequest } from 'fastify';
import { indiaDayFrom } from '@yoga/shared/domain';
import type { DeliveryAddress } from '@yoga/shared/models';
import type { Database } from '../../db/database';
import { ErrorBody, HttpError, notFound } from '../../http/errors';
import { LIMITED_PER_IP } from '../../http/rate-limit';
import { IdParams, NoQuery } from '../../http/schemas';
import { assertPostalAddress } from '../../members/address-pincode';
import { assertMayAccess, opsActor, requireCaller } from '../../security/caller';
import { requireOps } from '../../security/ops-auth';
import { UNMASKED_PHONES } from '../../security/phone-masking';
import { claimGift, findGift, listGifts, updateShipment } from './gift-repository';
import { opsGiftPage, takeShippingList } from './gift-shipping-repository';
import { OpsGiftQuery, ShippingListAnswer } from './ops-game-schemas';
import { shippingListCsv } from './shipping-list-csv';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** Who changed a gift, for its history. */
const actorOf = (request: FastifyRequest) =>
  request.caller?.kind === 'member' ? `member:${request.caller.leadId}` : opsActor(request.caller);

/** Gifts: the member's list, claiming one to an address, changing it, and ops shipping it. */
export const giftRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  /** The gift an id names, which only its member or ops may touch (403 whether or not it exists). */
  const ownedGift = async (request: FastifyRequest, id: number) => {
    const gift = await findGift(db, id);
    if (request.caller?.kind === 'member' && gift?.lead_id !== request.caller.leadId) {
      throw new HttpError(403, 'forbidden', 'You can only change your own gifts.');
    }
    if (!gift) throw notFound('No such gift.');
    return gift;
  };

  /** Claiming and re-addressing are one operation (decision 0015): the gift ends at this address. */
  const sendGiftTo = async (request: FastifyRequest, giftId: number, address: DeliveryAddress) => {
    await assertPostalAddress(db, address);
    await ownedGift(request, giftId);
    return claimGift(db, giftId, address, actorOf(request));
  };
  const claimResponses = { 200: EarnedGiftBody, ...errors, 409: ErrorBody, 429: ErrorBody };

  app.get(
    '/free-member/gifts/:id',
    {
      preHandler: requireCaller,
      schema: {
        tags: ['gamification'],
        summary: 'Every gift a member earned (levels, guess & win), newest first',
        params: IdParams,
        response: { 200: GiftListBody, ...errors },
      },
    },
    async (request) => {
      assertMayAccess(request, { id: request.params.id });
      return { data: await listGifts(db, request.params.id) };
    },
  );

  app.get(
    '/free-member/latest-gift/:id',
    {
      preHandler: requireCaller,
      schema: {
        tags: ['gamification'],
        summary: 'The newest gift a member earned, or null',
        params: IdParams,
        response: { 200: LatestGiftBody, ...errors },
      },
    },
    async (request) => {
      assertMayAccess(request, { id: request.params.id });
      const [latest] = await listGifts(db, request.params.id);
      return { data: latest ?? null };
    },
  );

  app.post(
    '/free-member/update-earned-gift',
    {
      preHandler: requireCaller,
      config: LIMITED_PER_IP,
      schema: {
        tags: ['gamification'],
        summary:
          'Claim an earned gift to a delivery address, in India or abroad (idempotent: claiming again changes nothing)',
        body: GiftClaimBody,
        response: claimResponses,
      },
    },
    async (request) => sendGiftTo(request, request.body.gift_id, request.body.address),
  );

  app.put(
    '/leaderboard/gift/:id',
    {
      preHandler: requireCaller,
      config: LIMITED_PER_IP,
      schema: {
        tags: ['gamification'],
        summary:
          "Set a gift's delivery address (also abroad) until it ships; an earned gift is claimed by it",
        params: IdParams,
        body: GiftAddressUpdateBody,
        response: claimResponses,
      },
    },
    async (request) => sendGiftTo(request, request.params.id, request.body.address),
  );

  app.put(
    '/leaderboard/gift/:id/status',
    {
      preHandler: requireOps('support'),
      schema: {
        tags: ['gamification'],
        summary: 'Ops: a claimed gift shipped (with tracking), or a shipped one delivered',
        params: IdParams,
        body: GiftShipmentUpdateBody,
        response: { 200: EarnedGiftBody, ...errors, 409: ErrorBody },
      },
    },
    async (request) => updateShipment(db, request.params.id, request.body, actorOf(request)),
  );

  app.get(
    '/ops/gifts',
    {
      preHandler: requireOps('support'),
      schema: {
        tags: ['gamification'],
        summary:
          'Ops: a page of the gifts in one state (claimed by default: waiting to ship), oldest first, with their members',
        querystring: OpsGiftQuery,
        response: { 200: OpsGiftListBody, ...errors },
      },
    },
    async (request) => opsGiftPage(db, request.query),
  );

  app.get(
    '/ops/gifts/shipping-list',
    {
      preHandler: requireOps('support'),
      // The courier calls the number the member gave for the gift: the list is for that.
      config: UNMASKED_PHONES,
      schema: {
        tags: ['gamification'],
        summary:
          "Ops: every claimed gift as a CSV for the courier (UTF-8); each gift's history records who took the list",
        querystring: NoQuery,
        response: { 200: ShippingListAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const gifts = await takeShippingList(db, actorOf(request));
      const day = indiaDayFrom(new Date(), 0);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="shipping-list-${day}.csv"`)
        .type('text/csv; charset=utf-8')
        .send(shippingListCsv(gifts));
    },
  );
};
