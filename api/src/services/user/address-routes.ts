import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../../db/database';
import { ErrorBody, HttpError } from '../../http/errors';
import { LIMITED_PER_IP } from '../../http/rate-limit';
import { assertPincode } from '../../members/address-pincode';
import {
  assertMayAccessPhone,
  requireCaller,
  requireMember,
  requireSignedInMember,
} from '../../security/caller';
import { insertAddress, listAddresses } from './address-repository';
import {
  AddressBody,
  AddressListBody,
  AddressPhoneParams,
  NewAddressBody,
} from './address-schemas';

export const addressRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/member/address',
    {
      onRequest: requireSignedInMember,
      config: LIMITED_PER_IP,
      schema: {
        tags: ['user'],
        summary:
          "Add a delivery address to the signed-in member's list (it becomes the one in use)",
        body: NewAddressBody,
        response: {
          201: AddressBody,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { leadId, phone } = requireMember(request);
      const body = request.body;
      assertPincode(body);
      const address = await insertAddress(db, { leadId, phone }, body);
      // A token outliving its member (the lead was removed) is a session that has ended.
      if (!address)
        throw new HttpError(
          401,
          'session_expired',
          'Your session has ended. Please sign in again.',
        );
      return reply.status(201).send(address);
    },
  );

  app.get(
    '/member/addresses/:phone',
    {
      preHandler: requireCaller,
      schema: {
        tags: ['user'],
        summary: "A member's addresses, newest (the one in use) first",
        params: AddressPhoneParams,
        response: {
          200: AddressListBody,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
        },
      },
    },
    async (request) => {
      assertMayAccessPhone(request, request.params.phone);
      return { result: await listAddresses(db, request.params.phone) };
    },
  );
};
