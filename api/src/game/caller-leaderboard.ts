import type { Leaderboard } from '@yoga/shared/models';
import type { Caller } from '../security/caller';
import type { Queryable } from '../db/database';
import { HttpError, notFound } from '../http/errors';
import { findLeadById } from '../members/lead-repository';
import type { Game } from './game';

/**
 * The board a caller asks for (`gamification leaderboard` and `lead program/getleaderboard` answer
 * alike): the named challenge's, else the signed-in member's own challenge's, with their place.
 */
export async function callerLeaderboard(
  db: Queryable,
  game: Game,
  caller: Caller | null,
  query: { paid: boolean; challenge_id?: number },
): Promise<Leaderboard> {
  const callerId = caller?.kind === 'member' ? caller.leadId : null;
  let challengeId = query.challenge_id ?? null;
  if (challengeId === null) {
    if (callerId === null) {
      throw new HttpError(400, 'invalid_input', 'challenge_id is required for ops.', {
        field: 'challenge_id',
      });
    }
    challengeId = (await findLeadById(db, callerId))?.active_challenge_id ?? null;
  }
  const board = await game.leaderboards.read({ challengeId, paid: query.paid }, callerId);
  if (!board) throw notFound('No such challenge.');
  return board;
}
