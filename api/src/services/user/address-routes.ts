import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../../db/database';
import { ErrorBody, notFound } from '../../http/errors';
import { LIMITED_PER_IP } from '../../http/rate-limit';
import { assertPostalAddress } from '../../members/address-pincode';
import { changeMemberData } from '../../members/member-ops-events';
import {
  assertMayAccess,
  assertMayAccessPhone,
  opsChange,
  requireCaller,
  requireMember,
  requireSignedInMember,
  sessionEnded,
} from '../../security/caller';
import {
  addressOwner,
  changeAddress,
  findAddress,
  insertAddress,
  listAddresses,
  listAddressIds,
  selectedAddress,
} from './address-repository';
import {
  AddressBody,
  AddressChangeBody,
  AddressIdParams,
  AddressIdsBody,
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
      await assertPostalAddress(db, body);
      const address = await insertAddress(db, { leadId, phone }, body);
      // A token outliving its member (the lead was removed) is a session that has ended.
      if (!address) throw sessionEnded();
      return reply.status(201).send(address);
    },
  );

  app.get(
    '/member/addresses/:phone',
    {
      preHandler: requireCaller,
      schema: {
        tags: ['user'],
        summary: "A member's addresses, the selected one (where gifts go) first, then newest",
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

  app.get(
    '/member/address/latest/:phone',
    {
      preHandler: requireCaller,
      schema: {
        tags: ['user'],
        summary: "The address a member's gifts go to: the one they selected, else their newest",
        params: AddressPhoneParams,
        response: {
          200: AddressBody,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request) => {
      assertMayAccessPhone(request, request.params.phone);
      const address = await selectedAddress(db, request.params.phone);
      if (!address) throw notFound('No address has been added yet.');
      return address;
    },
  );

  app.get(
    '/member/addresses-ids',
    {
      onRequest: requireSignedInMember,
      schema: {
        tags: ['user'],
        summary: "The ids of the signed-in member's addresses, the selected one first",
        response: { 200: AddressIdsBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => ({ result: await listAddressIds(db, requireMember(request).leadId) }),
  );

  app.put(
    '/member/address/:id',
    {
      preHandler: requireCaller,
      config: LIMITED_PER_IP,
      schema: {
        tags: ['user'],
        summary:
          'Change an address (its fields are replaced); `selected: true` ships gifts there; ops give a reason, kept for the member to see',
        params: AddressIdParams,
        body: AddressChangeBody,
        response: {
          200: AddressBody,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request) => {
      // Ownership before existence: another member's address and a missing one both answer 403.
      const { id } = request.params;
      const owner = await addressOwner(db, id);
      assertMayAccess(request, { id: owner ?? -1 });
      const ops = opsChange(request, request.body.reason);
      await assertPostalAddress(db, request.body);
      const address = await changeMemberData(db, {
        leadId: owner ?? -1,
        ops,
        action: 'address_changed',
        read: (tx) => findAddress(tx, id),
        change: (tx) => changeAddress(tx, id, request.body),
      });
      if (!address) throw notFound('No such address.');
      return address;
    },
  );
};
