import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import type { Database } from '../../db/database';
import { requireCaller, requireMember } from '../../http/caller';
import { ErrorBody, HttpError } from '../../http/errors';
import { LIMITED_PER_IP } from '../../http/rate-limit';
import { PlainText } from '../../http/schemas';
import { PhoneField } from '../member-schemas';

const AddressFields = {
  line1: PlainText({ minLength: 3, maxLength: 120 }),
  line2: PlainText({ maxLength: 120, default: '' }),
  city: PlainText({ minLength: 2, maxLength: 60 }),
  state: PlainText({ minLength: 2, maxLength: 60 }),
  pincode: Type.String({ pattern: '^[A-Za-z0-9 -]{3,10}$' }),
  country_code: Type.String({ pattern: '^[A-Z]{2}$', default: 'IN' }),
};

const AddressBody = Type.Object(
  { id: Type.Integer(), phone_number: Type.String(), ...AddressFields, created_at: Type.String() },
  { $id: 'Address' },
);

type AddressRow = Static<typeof AddressBody>;

const ADDRESS_COLUMNS = `id, phone_number, line1, line2, city, state, pincode, country_code,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`;

const INDIAN_PINCODE = /^[1-9][0-9]{5}$/;

/** Addresses are named by phone: only that member (or ops) may read them. */
function assertOwnsPhone(
  caller: { kind: 'ops' } | { kind: 'member'; phone: string } | null,
  phone: string,
) {
  if (!caller) throw new HttpError(401, 'Please sign in first.');
  if (caller.kind === 'member' && caller.phone !== phone) {
    throw new HttpError(403, 'You can only see your own addresses.');
  }
}

export const addressRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/member/address',
    {
      config: LIMITED_PER_IP,
      schema: {
        tags: ['user'],
        summary:
          "Add a delivery address to the signed-in member's list (it becomes the one in use)",
        body: Type.Object(AddressFields, { additionalProperties: false }),
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
      if (body.country_code === 'IN' && !INDIAN_PINCODE.test(body.pincode)) {
        throw new HttpError(
          400,
          'An Indian PIN code has 6 digits and does not start with 0.',
          'pincode',
        );
      }
      const [address] = await db.query<AddressRow>(
        `INSERT INTO addresses (lead_id, phone_number, line1, line2, city, state, pincode, country_code)
         SELECT id, $2, $3, $4, $5, $6, $7, $8 FROM leads WHERE id = $1
         RETURNING ${ADDRESS_COLUMNS}`,
        [
          leadId,
          phone,
          body.line1.trim(),
          body.line2.trim(),
          body.city.trim(),
          body.state.trim(),
          body.pincode.trim(),
          body.country_code,
        ],
      );
      // A token outliving its member (the lead was removed) is a session that has ended.
      if (!address) throw new HttpError(401, 'Your session has ended. Please sign in again.');
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
        params: Type.Object({ phone: PhoneField }),
        response: {
          200: Type.Object({ result: Type.Array(AddressBody) }),
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
        },
      },
    },
    async (request) => {
      assertOwnsPhone(request.caller, request.params.phone);
      const result = await db.query<AddressRow>(
        `SELECT ${ADDRESS_COLUMNS} FROM addresses WHERE phone_number = $1 ORDER BY created_at DESC, id DESC`,
        [request.params.phone],
      );
      return { result };
    },
  );
};
