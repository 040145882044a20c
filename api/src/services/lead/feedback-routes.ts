import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { feedbackWindow, type FeedbackWindow } from '@yoga/shared/domain';
import { FeedbackBody, FeedbackInput, MyFeedbackBody } from '@yoga/shared/schemas';
import { findUserChallenge } from '../../challenges/challenge-repository';
import type { Database, Queryable } from '../../db/database';
import { feedbackMember, findFeedback, saveFeedback } from '../../feedback/feedback-repository';
import { ErrorBody, HttpError, notFound } from '../../http/errors';
import { LIMITED_PER_IP } from '../../http/rate-limit';
import { NoQuery } from '../../http/schemas';
import { requireMember, requireSignedInMember, sessionEnded } from '../../security/caller';

const notEnrolled = () =>
  new HttpError(409, 'not_enrolled', 'Join a challenge first: feedback is on your challenge.');

/** Why feedback cannot be given now, with the day it opens when ops have set one. */
function feedbackClosed(window: Exclude<FeedbackWindow, { state: 'open' }>): HttpError {
  const message =
    window.state === 'closed'
      ? 'Feedback on your challenge has closed.'
      : window.opens_on === null
        ? 'Feedback on your challenge has not opened yet.'
        : `Feedback on your challenge has not opened yet: it opens on ${window.opens_on}.`;
  return new HttpError(409, 'feedback_closed', message);
}

/**
 * Spec section 7's `lead/feedback` (decision 0043): the signed-in member's feedback on the
 * challenge they follow, given or changed while its feedback phase is open.
 */
export const feedbackRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  clock: () => Date;
}> = async (app, { db, clock }) => {
  /** The member's challenge with its phase days; `forWrite` holds the member until the commit. */
  const challengeOf = async (tx: Queryable, leadId: number, forWrite = false) => {
    const member = await feedbackMember(tx, leadId, { forWrite });
    if (!member) throw sessionEnded();
    if (member.challengeId === null) throw notEnrolled();
    const challenge = await findUserChallenge(tx, member.challengeId);
    if (!challenge) throw notFound('Your challenge no longer exists.');
    return challenge;
  };

  app.get(
    '/lead/feedback',
    {
      onRequest: requireSignedInMember,
      schema: {
        tags: ['lead'],
        summary:
          "The signed-in member's challenge, whether its feedback is open (until when, or from when), and their feedback if given",
        querystring: NoQuery,
        response: {
          200: MyFeedbackBody,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (request) => {
      const { leadId } = requireMember(request);
      const challenge = await challengeOf(db, leadId);
      return {
        challenge_id: challenge.id,
        window: feedbackWindow(challenge, clock()),
        feedback: await findFeedback(db, leadId, challenge.id),
      };
    },
  );

  app.put(
    '/lead/feedback',
    {
      onRequest: requireSignedInMember,
      config: LIMITED_PER_IP,
      schema: {
        tags: ['lead'],
        summary:
          "Gives or changes the signed-in member's feedback on their challenge while its feedback phase is open (one per challenge; sending it again changes nothing)",
        body: FeedbackInput,
        response: {
          200: FeedbackBody,
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
      return db.transaction(async (tx) => {
        const challenge = await challengeOf(tx, leadId, true);
        const now = clock();
        const window = feedbackWindow(challenge, now);
        if (window.state !== 'open') throw feedbackClosed(window);
        return saveFeedback(tx, leadId, challenge.id, request.body, now);
      });
    },
  );
};
