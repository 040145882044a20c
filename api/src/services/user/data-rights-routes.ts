import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ConsentsBody,
  ConsentsChangeBody,
  GrievanceBody,
  GrievanceListBody,
  GrievanceNewBody,
  OpsGrievanceListBody,
} from '@yoga/shared/schemas';
import type { Database } from '../../db/database';
import { ErrorBody, HttpError } from '../../http/errors';
import { changeConsents, findConsents } from '../../members/consent-repository';
import {
  memberGrievances,
  openGrievances,
  raiseGrievance,
} from '../../members/grievance-repository';
import { requireMember, requireSignedInMember } from '../../security/caller';
import { requireOps } from '../../security/ops-auth';

const sessionEnded = () =>
  new HttpError(401, 'session_expired', 'Your session has ended. Please sign in again.');

const answers = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

/** The signed-in member's consents and grievances (decision 0040); ops' list of open grievances. */
export const dataRightsRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  clock: () => Date;
}> = async (app, { db, clock }) => {
  app.get(
    '/member/consents',
    {
      onRequest: requireSignedInMember,
      schema: {
        tags: ['user'],
        summary:
          "The signed-in member's consents (SMS reminders, public boards, marketing), when each was given or withdrawn, and their history",
        response: { 200: ConsentsBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const consents = await findConsents(db, requireMember(request).leadId);
      if (!consents) throw sessionEnded();
      return consents;
    },
  );

  app.put(
    '/member/consents',
    {
      onRequest: requireSignedInMember,
      schema: {
        tags: ['user'],
        summary:
          "Gives or withdraws the signed-in member's consents (only the switches sent); SMS reminders need a preferred batch",
        body: ConsentsChangeBody,
        response: { 200: ConsentsBody, ...answers },
      },
    },
    async (request) => {
      const consents = await changeConsents(db, requireMember(request).leadId, request.body);
      if (!consents) throw sessionEnded();
      return consents;
    },
  );

  app.post(
    '/member/grievances',
    {
      onRequest: requireSignedInMember,
      schema: {
        tags: ['user'],
        summary:
          'Raises a grievance; answered with its reference and the date it is to be answered by (90 days)',
        body: GrievanceNewBody,
        response: { 201: GrievanceBody, ...answers },
      },
    },
    async (request, reply) => {
      const { leadId } = requireMember(request);
      if (!(await findConsents(db, leadId))) throw sessionEnded();
      const grievance = await raiseGrievance(db, leadId, request.body, clock());
      return reply.code(201).send(grievance);
    },
  );

  app.get(
    '/member/grievances',
    {
      onRequest: requireSignedInMember,
      schema: {
        tags: ['user'],
        summary: "The signed-in member's grievances, newest first",
        response: { 200: GrievanceListBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => ({ result: await memberGrievances(db, requireMember(request).leadId) }),
  );

  app.get(
    '/ops/grievances',
    {
      onRequest: requireOps,
      schema: {
        tags: ['user'],
        summary: 'Open grievances, the nearest deadline first (ops)',
        response: { 200: OpsGrievanceListBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async () => ({ result: await openGrievances(db) }),
  );
};
