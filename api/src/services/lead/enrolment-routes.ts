import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LeadBody, MemberChallengesBody } from '@yoga/shared/schemas';
import type { Database } from '../../db/database';
import { ErrorBody, HttpError, notFound } from '../../http/errors';
import { LIMITED_PER_IP } from '../../http/rate-limit';
import { IdParams, NoQuery } from '../../http/schemas';
import {
  activateChallenge,
  memberChallenges,
  type ActivationRefusal,
} from '../../members/enrolment-repository';
import { findLeadById } from '../../members/lead-repository';
import { requireMember, requireSignedInMember, sessionEnded } from '../../security/caller';

const REFUSALS: Record<Exclude<ActivationRefusal, 'challenge_running'>, () => HttpError> = {
  no_such_challenge: () => notFound('There is no such challenge.'),
  challenge_closed: () =>
    new HttpError(409, 'challenge_closed', 'This challenge has ended.', { field: 'id' }),
  challenge_not_offered: () =>
    new HttpError(409, 'challenge_not_offered', 'This challenge is not open to you.', {
      field: 'id',
    }),
  paid_member: () => new HttpError(403, 'paid_member', 'Paid members practise on the member site.'),
};

/** Taking part in the next challenge (spec section 7's `lead/activate/{id}`) and one's challenges. */
export const enrolmentRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  clock: () => Date;
  /** Told after an enrolment, which changes a challenge's registration count. */
  onEnrolled: () => void;
}> = async (app, { db, clock, onEnrolled }) => {
  app.post(
    '/lead/activate/:id',
    {
      onRequest: requireSignedInMember,
      config: LIMITED_PER_IP,
      schema: {
        tags: ['lead'],
        summary:
          'Take part in challenge {id}: the member follows it from now on, keeping their earlier challenges (asking again changes nothing)',
        params: IdParams,
        response: {
          200: LeadBody,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request) => {
      const { leadId } = requireMember(request);
      const outcome = await db.transaction((tx) =>
        activateChallenge(tx, leadId, request.params.id, clock()),
      );
      if (outcome.kind === 'no_member') throw sessionEnded();
      if (outcome.kind === 'refused') {
        if (outcome.reason === 'challenge_running') {
          throw new HttpError(
            409,
            'challenge_running',
            `Your challenge runs until ${outcome.yoursEnds}; take part in the next one after it.`,
            { field: 'id', endsOn: outcome.yoursEnds },
          );
        }
        throw REFUSALS[outcome.reason]();
      }
      if (outcome.changed) onEnrolled();
      const lead = await findLeadById(db, leadId);
      if (!lead) throw sessionEnded();
      return lead;
    },
  );

  app.get(
    '/lead/challenges',
    {
      onRequest: requireSignedInMember,
      schema: {
        tags: ['lead'],
        summary:
          "The signed-in member's challenges, newest first: the current one and those before, with days attended, points and place",
        querystring: NoQuery,
        response: { 200: MemberChallengesBody, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => memberChallenges(db, requireMember(request).leadId),
  );
};
