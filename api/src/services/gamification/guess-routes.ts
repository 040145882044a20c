import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { challengeProgress } from '@yoga/shared/domain';
import type { GuessAndWin } from '@yoga/shared/models';
import type { SessionCache } from '../../attendance/session-cache';
import { findUserChallenge } from '../../challenges/challenge-repository';
import type { Database } from '../../db/database';
import { GuessAndWinBody, GuessDayBody, GuessRequestBody } from '../../game/game-schemas';
import { ErrorBody, HttpError, notFound } from '../../http/errors';
import { LIMITED_PER_IP } from '../../http/rate-limit';
import { IdParams } from '../../http/schemas';
import { findLeadById } from '../../members/lead-repository';
import { assertMayAccess, requireCaller } from '../../security/caller';
import { guessDays, saveGuess, type DayWindow } from './guess-repository';

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
  const windowsOf = async (challengeId: number): Promise<DayWindow[]> => {
    const byDay = new Map<number, DayWindow>();
    for (const session of await sessions.of(challengeId)) {
      const start = new Date(session.starts_at);
      const end = new Date(start.getTime() + session.duration_minutes * 60_000);
      const day = byDay.get(session.day);
      byDay.set(session.day, {
        day: session.day,
        closesAt: day && day.closesAt < start ? day.closesAt : start,
        revealsAt: day && day.revealsAt > end ? day.revealsAt : end,
      });
    }
    return [...byDay.values()].sort((a, b) => a.day - b.day);
  };

  /** The member's challenge, its day today (null outside it) and its days' windows. */
  const playOf = async (leadId: number) => {
    const lead = await findLeadById(db, leadId);
    if (!lead) throw notFound('No such member.');
    if (lead.active_challenge_id === null) return null;
    const challenge = await findUserChallenge(db, lead.active_challenge_id);
    if (!challenge) return null;
    const progress = challengeProgress(challenge, clock());
    return {
      challengeId: challenge.id,
      today: progress?.kind === 'running' ? progress.day : null,
      windows: await windowsOf(challenge.id),
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
      const play = await playOf(request.params.id);
      if (!play) return { challenge_id: null, today: null, past: [] };
      const now = clock();
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
      const play = await playOf(request.params.id);
      if (!play) {
        throw new HttpError(409, 'not_enrolled', 'Join a challenge to play guess & win.');
      }
      const now = clock();
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
