import { DEFAULT_GAME_RULES, type GameRules, type ReferralReview } from '@yoga/shared/domain';
import type { UserChallenge } from '@yoga/shared/models';
import type { Queryable } from '../db/database';
import { findUserChallenge } from '../challenges/challenge-repository';

/** Epoch milliseconds of a timestamptz, a plain number on PostgreSQL and PGlite alike. */
export const epochMs = (column: string) => `(extract(epoch FROM ${column}) * 1000)::float8`;

export interface LevelRow {
  level: number;
  referrals_needed: number;
  gift_name: string;
  gift_name_hi: string;
}

/** What a challenge's game is played by: its dates, points table and levels. */
export interface ChallengeGame {
  challenge: UserChallenge;
  rules: GameRules;
  levels: LevelRow[];
}

export async function loadChallengeGame(
  db: Queryable,
  challengeId: number,
): Promise<ChallengeGame | null> {
  const [challenge, rules, levels] = await Promise.all([
    findUserChallenge(db, challengeId),
    db.query<GameRules>(
      `SELECT points_per_day, points_per_referral, voucher_min_days
       FROM game_rules WHERE challenge_id = $1`,
      [challengeId],
    ),
    db.query<LevelRow>(
      `SELECT level, referrals_needed, gift_name, gift_name_hi
       FROM levels WHERE challenge_id = $1 ORDER BY referrals_needed, level`,
      [challengeId],
    ),
  ]);
  if (!challenge) return null;
  return { challenge, rules: rules[0] ?? DEFAULT_GAME_RULES, levels };
}

/** A player: a member, the board they play on, and who invited them. */
export interface Player {
  id: number;
  phone_number: string;
  challenge_id: number | null;
  paid: boolean;
  referred_by: number | null;
}

/** The members named and, since a friend's first session counts for them, their inviters. */
export async function playersAndInviters(db: Queryable, ids: readonly number[]): Promise<Player[]> {
  return db.query<Player>(
    `WITH named AS (SELECT id, referred_by FROM leads WHERE id = ANY($1::int[]))
     SELECT l.id, l.phone_number, l.active_challenge_id AS challenge_id,
            (l.is_paid OR l.ispaymentdone) AS paid, l.referred_by
     FROM leads l
     WHERE l.id IN (SELECT id FROM named UNION SELECT referred_by FROM named)`,
    [ids],
  );
}

/** A friend a member invited, with what their referral's status is judged on. */
export interface FriendFacts {
  id: number;
  inviter_id: number;
  name: string;
  phone_number: string;
  verified: boolean;
  review: ReferralReview;
  joined_ms: number;
  /** The friend's first session anywhere, or null before any. */
  first_session_ms: number | null;
}

/** A friend's facts, from `leads f`. */
export const FRIEND_COLUMNS = `f.id, f.referred_by AS inviter_id, f.name, f.phone_number,
  f.verified_at IS NOT NULL AS verified, f.referral_review AS review,
  ${epochMs('f.created_at')} AS joined_ms,
  (SELECT ${epochMs('min(a.marked_at)')} FROM attendance a WHERE a.lead_id = f.id) AS first_session_ms`;

/** Every friend of these inviters, to count their referrals. */
export function friendsOf(db: Queryable, inviterIds: readonly number[]): Promise<FriendFacts[]> {
  return db.query<FriendFacts>(
    `SELECT ${FRIEND_COLUMNS} FROM leads f WHERE f.referred_by = ANY($1::int[])`,
    [inviterIds],
  );
}

/** The first mark of each day each member attended in their challenge. */
export async function dayFirstMarks(
  db: Queryable,
  players: readonly { id: number; challenge_id: number }[],
): Promise<Map<number, Date[]>> {
  const rows = await db.query<{ lead_id: number; first_ms: number }>(
    `SELECT a.lead_id, ${epochMs('min(a.marked_at)')} AS first_ms
     FROM unnest($1::int[], $2::int[]) AS p(lead_id, challenge_id)
     JOIN attendance a ON a.lead_id = p.lead_id
     JOIN live_sessions s ON s.id = a.session_id AND s.challenge_id = p.challenge_id
     GROUP BY a.lead_id, s.day`,
    [players.map((p) => p.id), players.map((p) => p.challenge_id)],
  );
  const byMember = new Map<number, Date[]>();
  for (const row of rows) {
    const days = byMember.get(row.lead_id) ?? [];
    days.push(new Date(row.first_ms));
    byMember.set(row.lead_id, days);
  }
  return byMember;
}
