import type { GameRules } from '@yoga/shared/domain';
import type { GuessPrize } from '@yoga/shared/models';
import type { Database } from '../db/database';
import type { NotifyFactChange } from '../db/fact-changes';
import type { LevelRow } from './game-facts';

/**
 * Replaces a challenge's points table and levels (and its guess & win prize, when given; else it
 * stays) in one transaction and tells the fact-change stream that every member's points may move.
 * False when there is no such challenge.
 */
export async function saveGameRules(
  db: Database,
  notify: NotifyFactChange,
  challengeId: number,
  {
    rules,
    levels,
    guessPrize,
  }: { rules: GameRules; levels: readonly LevelRow[]; guessPrize?: GuessPrize },
): Promise<boolean> {
  const saved = await db.transaction(async (tx) => {
    const [challenge] = await tx.query('SELECT 1 FROM challenges WHERE id = $1', [challengeId]);
    if (!challenge) return false;
    await tx.query(
      `INSERT INTO game_rules (challenge_id, points_per_day, points_per_referral, voucher_min_days,
                               guess_prize, guess_prize_hi)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (challenge_id) DO UPDATE SET points_per_day = EXCLUDED.points_per_day,
         points_per_referral = EXCLUDED.points_per_referral,
         voucher_min_days = EXCLUDED.voucher_min_days,
         guess_prize = coalesce(EXCLUDED.guess_prize, game_rules.guess_prize),
         guess_prize_hi = coalesce(EXCLUDED.guess_prize_hi, game_rules.guess_prize_hi),
         updated_at = now()`,
      [
        challengeId,
        rules.points_per_day,
        rules.points_per_referral,
        rules.voucher_min_days,
        guessPrize?.gift_name ?? null,
        guessPrize?.gift_name_hi ?? null,
      ],
    );
    await tx.query('DELETE FROM levels WHERE challenge_id = $1', [challengeId]);
    if (levels.length > 0) {
      await tx.query(
        `INSERT INTO levels (challenge_id, level, referrals_needed, gift_name, gift_name_hi)
         SELECT $1, * FROM unnest($2::int[], $3::int[], $4::text[], $5::text[])`,
        [
          challengeId,
          levels.map((l) => l.level),
          levels.map((l) => l.referrals_needed),
          levels.map((l) => l.gift_name),
          levels.map((l) => l.gift_name_hi),
        ],
      );
    }
    return true;
  });
  if (saved) notify({ challengeId, members: 'all' });
  return saved;
}
