import type { GuessPrize } from '@yoga/shared/models';
import type { Queryable } from '../../db/database';

/** What the closest guesses win when ops set no prize for the challenge (decision 0015). */
export const DEFAULT_GUESS_PRIZE: GuessPrize = {
  gift_name: 'Yoga strap',
  gift_name_hi: 'योगा स्ट्रैप',
};

/** The challenge's guess & win prize in both languages, as ops set it with the points table. */
export async function guessPrizeOf(db: Queryable, challengeId: number): Promise<GuessPrize> {
  const [row] = await db.query<{ gift_name: string | null; gift_name_hi: string | null }>(
    `SELECT guess_prize AS gift_name, guess_prize_hi AS gift_name_hi
     FROM game_rules WHERE challenge_id = $1`,
    [challengeId],
  );
  return row?.gift_name && row.gift_name_hi
    ? { gift_name: row.gift_name, gift_name_hi: row.gift_name_hi }
    : DEFAULT_GUESS_PRIZE;
}
