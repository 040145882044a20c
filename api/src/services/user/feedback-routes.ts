import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ChallengeFeedbackBody, FeedbackSubmittedBody } from '@yoga/shared/schemas';
import { findUserChallenge } from '../../challenges/challenge-repository';
import type { Database } from '../../db/database';
import {
  challengeFeedback,
  feedbackMember,
  feedbackSubmitted,
} from '../../feedback/feedback-repository';
import { ErrorBody, HttpError, notFound } from '../../http/errors';
import { assertMayAccess, requireCaller } from '../../security/caller';
import { requireOps } from '../../security/ops-auth';
import { ChallengeFeedbackQuery, FeedbackSubmittedQuery } from './feedback-schemas';

/**
 * Spec section 7's `free-member/is-feedback-submitted` (the member or ops) and
 * `free-member/feedback` (ops: a challenge's feedback with its summary), decision 0043. Members
 * give feedback through the lead service's `lead/feedback`.
 */
export const feedbackRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/free-member/is-feedback-submitted',
    {
      onRequest: requireCaller,
      schema: {
        tags: ['user'],
        summary:
          'Whether a member has given feedback on the challenge they follow (that member or ops)',
        querystring: FeedbackSubmittedQuery,
        response: {
          200: FeedbackSubmittedBody,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (request) => {
      const memberId = request.query.memberId;
      // Ownership first, so another member's id and one that does not exist both answer 403.
      assertMayAccess(request, { id: memberId });
      const member = await feedbackMember(db, memberId);
      if (!member) throw notFound('No such member.');
      if (member.challengeId === null) {
        throw new HttpError(409, 'not_enrolled', 'This member has not joined a challenge yet.');
      }
      return {
        member_id: memberId,
        challenge_id: member.challengeId,
        submitted: await feedbackSubmitted(db, memberId, member.challengeId),
      };
    },
  );

  app.get(
    '/free-member/feedback',
    {
      onRequest: requireOps('support'),
      schema: {
        tags: ['user'],
        summary:
          "Ops: a challenge's feedback, last changed first, with how many gave it, the average rating and the count of each rating and benefit",
        querystring: ChallengeFeedbackQuery,
        response: {
          200: ChallengeFeedbackBody,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request) => {
      const { challengeId, limit, offset } = request.query;
      if (!(await findUserChallenge(db, challengeId))) {
        throw new HttpError(404, 'not_found', `There is no challenge ${challengeId}.`, {
          field: 'challengeId',
        });
      }
      return challengeFeedback(db, challengeId, { limit, offset });
    },
  );
};
