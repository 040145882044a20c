import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AddressFormatBody,
  CityListBody,
  CountryCodeParams,
  PinCodeBody,
  PinCodeParams,
  StateCodeParams,
  StateListBody,
} from '@yoga/shared/schemas';
import type { Database } from '../../db/database';
import { ErrorBody, HttpError, notFound } from '../../http/errors';
import { LIMITED_PER_IP } from '../../http/rate-limit';
import { addressFormat } from '../../members/address-formats';
import { indiaStateByCode } from '../../members/india-states';
import { assertPinCodesReady, pinDistricts, pinStates, stateCities } from '../../members/pin-codes';

/** Public data that changes with a new dataset only: browsers and caches may keep it a day. */
const CACHED_FOR_A_DAY = 'public, max-age=86400';

/**
 * India Post's PIN codes, India's states and their cities, and every country's address format
 * (decision 0041). Public data, so no token; limited per client network like the other public
 * routes, so the directory cannot be walked fast.
 */
export const postalRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/member/pincode/:pin',
    {
      config: LIMITED_PER_IP,
      schema: {
        tags: ['user'],
        summary: "A PIN code's state(s), district(s) and post offices, from India Post's directory",
        params: PinCodeParams,
        response: {
          200: PinCodeBody,
          400: ErrorBody,
          404: ErrorBody,
          429: ErrorBody,
          503: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      await assertPinCodesReady(db);
      const districts = await pinDistricts(db, Number(request.params.pin));
      if (districts.length === 0) {
        throw new HttpError(404, 'pincode_unknown', 'India Post has no PIN code like that.', {
          field: 'pin',
        });
      }
      const states = [
        ...new Map(districts.map((place) => [place.state.value, place.state])).values(),
      ];
      reply.header('cache-control', CACHED_FOR_A_DAY);
      return { pincode: request.params.pin, states, districts };
    },
  );

  app.get(
    '/member/states',
    {
      config: LIMITED_PER_IP,
      schema: {
        tags: ['user'],
        summary: "India's states and union territories (ISO 3166-2:IN codes) that have PIN codes",
        response: { 200: StateListBody, 429: ErrorBody, 503: ErrorBody },
      },
    },
    async (_request, reply) => {
      await assertPinCodesReady(db);
      reply.header('cache-control', CACHED_FOR_A_DAY);
      return { result: await pinStates(db) };
    },
  );

  app.get(
    '/member/states/:state/cities',
    {
      config: LIMITED_PER_IP,
      schema: {
        tags: ['user'],
        summary: "A state's cities: the districts of its post offices",
        params: StateCodeParams,
        response: {
          200: CityListBody,
          400: ErrorBody,
          404: ErrorBody,
          429: ErrorBody,
          503: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      if (!indiaStateByCode(request.params.state)) {
        throw notFound('No Indian state or union territory has that code.');
      }
      await assertPinCodesReady(db);
      const cities = await stateCities(db, request.params.state);
      reply.header('cache-control', CACHED_FOR_A_DAY);
      return { result: cities.map((city) => ({ value: city, label: city })) };
    },
  );

  app.get(
    '/member/address-format/:country',
    {
      config: LIMITED_PER_IP,
      schema: {
        tags: ['user'],
        summary:
          "How a country's addresses are written: fields used and required, their names, the postal code's pattern",
        params: CountryCodeParams,
        response: { 200: AddressFormatBody, 400: ErrorBody, 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const format = addressFormat(request.params.country);
      if (!format) throw notFound('That is not a country we know.');
      reply.header('cache-control', CACHED_FOR_A_DAY);
      return format;
    },
  );
};
