import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GuessAndWinBody, GuessDayBody, GuessRequestBody } from '@yoga/shared/schemas';
import { challengeProgress, guessDayAt, guessWindows } from '@yoga/shared/domain';
import type { GuessAndWin } from '@yoga/shared/models';
import type { SessionCache } from '../../attendance/session-cache';
import { findUserChallenge } from '../../challenges/challenge-repository';
import type { Database } from '../../db/database';
import { ErrorBody, HttpError, notFound } from '../../http/errors';
import { LIMITED_PER_IP } from '../../http/rate-limit';
import { IdParams } from '../../http/schemas';
import { findLeadById } from '../../members/lead-repository';
import { assertMayAccess, requireCaller } from '../../security/caller';
import { guessDays, saveGuess } from './guess-repository';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/**
 * Guess & win (decision 0015): before a challenge day's first batch starts, each member guesses
 * how many members will attend that day; when its last batch ends, the three closest win a gift.
 */
export const guessRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  sessions: SessionCache;
  clock: () => Date;
}> = async (app, { db, sessions, clock }) => {
  /** The member's challenge, the day guess & win asks about at `now` (null: none) and its days. */
  const playOf = async (leadId: number, now: Date) => {
    const lead = await findLeadById(db, leadId);
    if (!lead) throw notFound('No such member.');
    if (lead.active_challenge_id === null) return null;
    const challenge = await findUserChallenge(db, lead.active_challenge_id);
    if (!challenge) return null;
    const windows = guessWindows(await sessions.of(challenge.id));
    return {
      challengeId: challenge.id,
      today: guessDayAt(windows, challengeProgress(challenge, now), now),
      windows,
    };
  };

  app.get(
    '/guessandwin/:id',
    {
      preHandler: requireCaller,
      schema: {
        tags: ['gamification'],
        summary: "Guess & win: today's question with the member's guess, and past days' results",
        params: IdParams,
        response: { 200: GuessAndWinBody, ...errors },
      },
    },
    async (request): Promise<GuessAndWin> => {
      assertMayAccess(request, { id: request.params.id });
      const now = clock();
      const play = await playOf(request.params.id, now);
      if (!play) return { challenge_id: null, today: null, past: [] };
      const days = await guessDays(db, play.challengeId, request.params.id, play.windows, now);
      return {
        challenge_id: play.challengeId,
        today: days.find((day) => day.day === play.today) ?? null,
        past: days
          .filter((day) => day.result !== null && day.day !== play.today)
          .sort((a, b) => b.day - a.day),
      };
    },
  );

  app.put(
    '/guessandwin/:id',
    {
      preHandler: requireCaller,
      config: LIMITED_PER_IP,
      schema: {
        tags: ['gamification'],
        summary:
          "Guess how many members attend today's sessions; editable until the day's first batch starts",
        params: IdParams,
        body: GuessRequestBody,
        response: { 200: GuessDayBody, ...errors, 409: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      assertMayAccess(request, { id: request.params.id });
      const now = clock();
      const play = await playOf(request.params.id, now);
      if (!play) {
        throw new HttpError(409, 'not_enrolled', 'Join a challenge to play guess & win.');
      }
      const window = play.windows.find((w) => w.day === play.today);
      if (!window || now >= window.closesAt) {
        throw new HttpError(
          409,
          'guess_closed',
          "Today's guesses are closed: the first session has started.",
          { field: 'guess' },
        );
      }
      await saveGuess(db, {
        challengeId: play.challengeId,
        day: window.day,
        leadId: request.params.id,
        guess: request.body.guess,
      });
      const days = await guessDays(db, play.challengeId, request.params.id, [window], now);
      const today = days[0];
      if (!today) throw notFound('No such day.');
      return today;
    },
  );
};
