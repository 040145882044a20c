import type { Queryable } from '../../db/database';
import type { ChallengeTitleInputRow, ChallengeTitleRow } from './challenge-title-schemas';

/** Renames a challenge in both languages; null when there is no challenge by that id. */
export async function renameChallenge(
  db: Queryable,
  id: number,
  input: ChallengeTitleInputRow,
): Promise<ChallengeTitleRow | null> {
  const [row] = await db.query<ChallengeTitleRow>(
    `UPDATE challenges SET title = $2, title_hi = $3 WHERE id = $1
     RETURNING id, title, title_hi`,
    [id, input.title, input.title_hi],
  );
  return row ?? null;
}
