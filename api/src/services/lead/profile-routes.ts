import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CityBody, MissingDetailsBody, ProfileBody, ProfileChangeBody } from '@yoga/shared/schemas';
import type { ProfileChange } from '@yoga/shared/models';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { ErrorBody } from '../../http/errors';
import { changeProfile, findMissingDetails } from '../../members/profile-repository';
import { requireMember, requireSignedInMember, sessionEnded } from '../../security/caller';

const answers = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

/** The signed-in member's own profile: changing it, and what it still lacks. */
export const profileRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  const change = async (request: FastifyRequest, fields: ProfileChange) => {
    const { leadId } = requireMember(request);
    const profile = await changeProfile(db, leadId, fields);
    if (!profile) throw sessionEnded();
    return profile;
  };

  app.put(
    '/lead/profileupdate',
    {
      onRequest: requireSignedInMember,
      schema: {
        tags: ['lead'],
        summary:
          "Change the signed-in member's name, city, state or language (only the fields sent)",
        body: ProfileChangeBody,
        response: { 200: ProfileBody, ...answers },
      },
    },
    async (request) => change(request, request.body),
  );

  app.post(
    '/lead/addcity',
    {
      onRequest: requireSignedInMember,
      schema: {
        tags: ['lead'],
        summary: 'Tell the site which city (and state) the signed-in member practises from',
        body: CityBody,
        response: { 200: ProfileBody, ...answers },
      },
    },
    async (request) => change(request, request.body),
  );

  app.get(
    '/lead/needmoredetails',
    {
      onRequest: requireSignedInMember,
      schema: {
        tags: ['lead'],
        summary:
          'What the site still needs from the signed-in member: city, state (in India), an address',
        response: { 200: MissingDetailsBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const { leadId } = requireMember(request);
      const missing = await findMissingDetails(db, leadId);
      if (!missing) throw sessionEnded();
      return { missing };
    },
  );
};
