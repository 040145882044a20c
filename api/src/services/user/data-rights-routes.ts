import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  ConsentsBody,
  ConsentsChangeBody,
  GrievanceAnswerBody,
  GrievanceBody,
  GrievanceListBody,
  ErasureBody,
  ErasureRunBody,
  GrievanceNewBody,
  GrievanceReferenceParams,
  MemberOpsActionListBody,
  MemberDataExportBody,
  OpsErasureListBody,
  OpsGrievanceListBody,
  SignedOutEverywhereBody,
} from '@yoga/shared/schemas';
import type { Certificates } from '../../certificates/certificates';
import type { Database } from '../../db/database';
import type { BoardRanks } from '../../game/board-ranks';
import { ErrorBody, HttpError, notFound } from '../../http/errors';
import { changeConsents, findConsents } from '../../members/consent-repository';
import {
  cancelErasure,
  eraseDueAccounts,
  erasurePlanOf,
  pendingErasure,
  requestErasure,
} from '../../members/erasure';
import type { ErasureStep } from '../../members/erasure-plan';
import { erasureRequests } from '../../members/erasure-requests';
import { OpsErasureQuery } from './erasure-ops-schemas';
import { exportMemberData } from '../../members/member-export';
import { memberOpsHistory } from '../../members/member-ops-events';
import { revokeEveryFamily } from '../../security/tokens';
import {
  answerGrievance,
  memberGrievances,
  openGrievances,
  raiseGrievance,
} from '../../members/grievance-repository';
import {
  opsActor,
  requireMember,
  requireSignedInMember,
  sessionEnded,
} from '../../security/caller';
import { requireOps } from '../../security/ops-auth';

const answers = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

/** The signed-in member's consents and grievances (decision 0040); ops' list of open grievances. */
export const dataRightsRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  clock: () => Date;
  ranks: BoardRanks;
  certificates: Certificates;
  forgetPhone: (phone: string) => Promise<void>;
}> = async (app, { db, clock, ranks, certificates, forgetPhone }) => {
  const planOf = async (leadId: number) =>
    (await erasurePlanOf(db, leadId)).map(({ table, what, action, why }: ErasureStep) => ({
      id: table,
      what,
      action,
      why,
    }));
  const erasureOf = async (leadId: number) => {
    const pending = await pendingErasure(db, leadId);
    return {
      status: pending ? ('pending' as const) : ('none' as const),
      requested_at: pending?.requested_at ?? null,
      erase_after: pending?.erase_after ?? null,
      plan: await planOf(leadId),
    };
  };
  /** The signed-in member, or 401 once their account is gone (erased). */
  const liveMember = async (request: FastifyRequest) => {
    const { leadId } = requireMember(request);
    if (!(await findConsents(db, leadId))) throw sessionEnded();
    return leadId;
  };

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
    '/member/ops-actions',
    {
      onRequest: requireSignedInMember,
      schema: {
        tags: ['user'],
        summary:
          "What ops did with the signed-in member's data (corrections, reviews, shipping, changes), newest first, with their reasons",
        response: { 200: MemberOpsActionListBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => ({ result: await memberOpsHistory(db, requireMember(request).leadId) }),
  );

  app.get(
    '/member/data-export',
    {
      onRequest: requireSignedInMember,
      schema: {
        tags: ['user'],
        summary:
          'Everything the site holds about the signed-in member, as a JSON file to download (decision 0040)',
        response: {
          200: MemberDataExportBody,
          401: ErrorBody,
          403: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { leadId } = requireMember(request);
      const data = await exportMemberData(db, leadId, clock());
      if (!data) throw sessionEnded();
      // Serialised whole: the sections' rows are the tables' own, not a fixed shape.
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="member-data-${leadId}.json"`)
        .header('cache-control', 'no-store')
        .serializer((payload) => JSON.stringify(payload, null, 2))
        .send(data);
    },
  );

  app.get(
    '/member/erasure',
    {
      onRequest: requireSignedInMember,
      schema: {
        tags: ['user'],
        summary:
          "The signed-in member's erasure request, if any, and what erasure erases, anonymises and keeps, and why",
        response: { 200: ErasureBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => erasureOf(await liveMember(request)),
  );

  app.post(
    '/member/erasure',
    {
      onRequest: requireSignedInMember,
      schema: {
        tags: ['user'],
        summary:
          'Asks to erase the signed-in member’s account in 48 hours (cancellable until then); asking again answers the same request',
        response: { 200: ErasureBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const leadId = await liveMember(request);
      await requestErasure(db, leadId, clock());
      return erasureOf(leadId);
    },
  );

  app.delete(
    '/member/erasure',
    {
      onRequest: requireSignedInMember,
      schema: {
        tags: ['user'],
        summary:
          'Cancels the pending erasure within its 48 hours (no request: no change); 409 once they are up',
        response: { 200: ErasureBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      const leadId = await liveMember(request);
      if ((await cancelErasure(db, leadId, clock())) === 'too_late') {
        throw new HttpError(
          409,
          'erasure_window_over',
          'The 48 hours to cancel are over; your account is being erased.',
        );
      }
      return erasureOf(leadId);
    },
  );

  app.post(
    '/member/sign-out-everywhere',
    {
      onRequest: requireSignedInMember,
      schema: {
        tags: ['user'],
        summary:
          'Ends every sign-in of the signed-in member (revokes each refresh-token family); access tokens run out within 10 minutes',
        response: { 200: SignedOutEverywhereBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => ({ revoked: await revokeEveryFamily(db, await liveMember(request)) }),
  );

  app.post(
    '/ops/erasures/run',
    {
      onRequest: requireOps('support'),
      schema: {
        tags: ['user'],
        summary:
          'Carries out now the erasures whose 48 hours are up (the job does it every 5 minutes) (ops)',
        response: { 200: ErasureRunBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => ({
      erased: await eraseDueAccounts(
        { db, ranks, certificates, forgetPhone, log: request.log },
        clock(),
      ),
    }),
  );

  app.get(
    '/ops/erasures',
    {
      onRequest: requireOps('support'),
      schema: {
        tags: ['user'],
        summary:
          'Erasure requests: the open ones by due time, flagged when the job is behind; or the latest erased or cancelled (ops)',
        querystring: OpsErasureQuery,
        response: { 200: OpsErasureListBody, ...answers },
      },
    },
    async (request) => ({
      result: await erasureRequests(db, request.query.status, request.query.limit, clock()),
    }),
  );

  app.get(
    '/ops/grievances',
    {
      onRequest: requireOps('support'),
      schema: {
        tags: ['user'],
        summary: 'Open grievances, the nearest deadline first (ops)',
        response: { 200: OpsGrievanceListBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async () => ({ result: await openGrievances(db) }),
  );

  app.put(
    '/ops/grievances/:reference',
    {
      onRequest: requireOps('support'),
      schema: {
        tags: ['user'],
        summary: 'Answers a grievance and closes it; the member reads the answer (ops)',
        params: GrievanceReferenceParams,
        body: GrievanceAnswerBody,
        response: {
          200: GrievanceBody,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request) => {
      const answered = await answerGrievance(
        db,
        request.params.reference,
        request.body.answer,
        opsActor(request.caller),
        clock(),
      );
      if (!answered) throw notFound('No such grievance.');
      return answered;
    },
  );
};
