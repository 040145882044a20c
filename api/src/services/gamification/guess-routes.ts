import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GuessAndWinBody, GuessDayBody, GuessRequestBody } from '@yoga/shared/schemas';
import { challengeProgress, guessDayAt, guessWindows, nextGuessOpening } from '@yoga/shared/domain';
import type { GuessAndWin } from '@yoga/shared/models';
import type { SessionCache } from '../../attendance/session-cache';
import { createTtlCache } from '../../cache/ttl-cache';
import { findUserChallenge } from '../../challenges/challenge-repository';
import type { Database } from '../../db/database';
import { ErrorBody, HttpError, notFound } from '../../http/errors';
import { LIMITED_PER_IP } from '../../http/rate-limit';
import { IdParams } from '../../http/schemas';
import { findLeadById } from '../../members/lead-repository';
import { assertMayAccess, requireCaller } from '../../security/caller';
import { guessPrizeOf } from './guess-prize-repository';
import { guessDays, membersAttendedOn, saveGuess } from './guess-repository';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/**
 * Today's count is read by every member who opens the page during a spike of marks; a few seconds
 * behind the marks is still the day's count, and one query serves them all.
 */
const ATTENDED_TODAY_TTL_MS = 5_000;

/**
 * Guess & win (decision 0015): before a challenge day's first batch starts, each member guesses
 * how many members will attend that day; when its last batch ends, the three closest win a gift.
 */
export const guessRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  sessions: SessionCache;
  clock: () => Date;
}> = async (app, { db, sessions, clock }) => {
  const attendedToday = createTtlCache<string, number>(clock, {
    max: 100,
    ttl: ATTENDED_TODAY_TTL_MS,
    fetchMethod: (key) => {
      const [challengeId, day] = key.split(':').map(Number) as [number, number];
      return membersAttendedOn(db, challengeId, day);
    },
  });

  /** The member's challenge, the day guess & win asks about at `now` (null: none) and its days. */
  const playOf = async (leadId: number, now: Date) => {
    const lead = await findLeadById(db, leadId);
    if (!lead) throw notFound('No such member.');
    if (lead.active_challenge_id === null) return null;
    const challenge = await findUserChallenge(db, lead.active_challenge_id);
    if (!challenge) return null;
    const windows = guessWindows(await sessions.of(challenge.id));
    return {
      challenge,
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
        summary:
          "Guess & win: today's question with the member's guess, past days' results, the prize, today's attendance so far and the next question",
        params: IdParams,
        response: { 200: GuessAndWinBody, ...errors },
      },
    },
    async (request): Promise<GuessAndWin> => {
      assertMayAccess(request, { id: request.params.id });
      const now = clock();
      const play = await playOf(request.params.id, now);
      if (!play) {
        return {
          challenge_id: null,
          today: null,
          past: [],
          prize: null,
          attended_today: null,
          next: null,
        };
      }
      const [days, prize, attended] = await Promise.all([
        guessDays(db, play.challengeId, request.params.id, play.windows, now),
        guessPrizeOf(db, play.challengeId),
        play.today === null ? null : attendedToday.fetch(`${play.challengeId}:${play.today}`),
      ]);
      const today = days.find((day) => day.day === play.today) ?? null;
      const next = nextGuessOpening(play.windows, play.challenge, now);
      return {
        challenge_id: play.challengeId,
        today,
        past: days
          .filter((day) => day.result !== null && day.day !== play.today)
          .sort((a, b) => b.day - a.day),
        prize,
        // Once today's result is out, its count is the one the winners were judged on.
        attended_today: today?.result ? today.result.actual : today ? (attended ?? 0) : null,
        next: next && {
          day: next.day,
          opens_at: next.opensAt.toISOString(),
          closes_at: next.closesAt.toISOString(),
        },
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
