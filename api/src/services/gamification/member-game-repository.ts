import type { BoardVisibility } from '@yoga/shared/models';
import type { Queryable } from '../../db/database';

/** A member as the game sees them: their challenge, whether they paid, how the board shows them. */
export interface GamePlayer {
  id: number;
  active_challenge_id: number | null;
  paid: boolean;
  board_visibility: BoardVisibility;
}

export interface Standing {
  points: number;
  attended_days: number;
  counted_referrals: number;
  paid: boolean;
}

export async function findGamePlayer(db: Queryable, id: number): Promise<GamePlayer | null> {
  const [row] = await db.query<GamePlayer>(
    `SELECT id, active_challenge_id, (is_paid OR ispaymentdone) AS paid, board_visibility
     FROM leads WHERE id = $1`,
    [id],
  );
  return row ?? null;
}

export async function setBoardVisibility(
  db: Queryable,
  id: number,
  visibility: BoardVisibility,
): Promise<void> {
  await db.query('UPDATE leads SET board_visibility = $2 WHERE id = $1', [id, visibility]);
}

/** The member's row of their challenge's standings; null until the game counted them. */
export async function standingOf(
  db: Queryable,
  challengeId: number,
  leadId: number,
): Promise<Standing | null> {
  const [row] = await db.query<Standing>(
    `SELECT points, attended_days, counted_referrals, paid FROM standings
     WHERE challenge_id = $1 AND lead_id = $2`,
    [challengeId, leadId],
  );
  return row ?? null;
}
