import { boardLocked, gameStanding, levelsReached, type GameStanding } from '@yoga/shared/domain';
import type { Database, Queryable } from '../db/database';
import {
  dayFirstMarks,
  epochMs,
  friendsOf,
  loadChallengeGame,
  playersAndInviters,
  type ChallengeGame,
  type FriendFacts,
  type Player,
} from './game-facts';
import { judgeReferral } from './referral-judgement';

export interface BoardKey {
  challengeId: number;
  paid: boolean;
}

export interface BoardPlace extends BoardKey {
  points: number;
  reachedAt: Date;
}

/** A member's place on a board before and after a refresh (null: not on it). */
export interface StandingChange {
  leadId: number;
  before: BoardPlace | null;
  after: BoardPlace | null;
}

interface Computed {
  player: Player & { challenge_id: number };
  game: ChallengeGame;
  standing: GameStanding | null;
}

const samePlace = (a: BoardPlace | null, b: BoardPlace | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.challengeId === b.challengeId &&
    a.paid === b.paid &&
    a.points === b.points &&
    a.reachedAt.getTime() === b.reachedAt.getTime());

/** Each player's standing from the facts, on boards not yet locked. */
async function computeStandings(
  db: Queryable,
  leadIds: readonly number[],
  now: Date,
): Promise<Computed[]> {
  const players = (await playersAndInviters(db, leadIds)).filter(
    (p): p is Player & { challenge_id: number } => p.challenge_id !== null,
  );
  const games = new Map<number, ChallengeGame | null>();
  for (const challengeId of new Set(players.map((p) => p.challenge_id))) {
    games.set(challengeId, await loadChallengeGame(db, challengeId));
  }
  const open = players.flatMap((player) => {
    const game = games.get(player.challenge_id);
    return game && !boardLocked(game.challenge, now) ? [{ player, game }] : [];
  });
  if (open.length === 0) return [];
  const [marks, friends] = await Promise.all([
    dayFirstMarks(
      db,
      open.map(({ player }) => player),
    ),
    friendsOf(
      db,
      open.map(({ player }) => player.id),
    ),
  ]);
  const friendsByInviter = new Map<number, FriendFacts[]>();
  for (const friend of friends) {
    friendsByInviter.set(friend.inviter_id, [
      ...(friendsByInviter.get(friend.inviter_id) ?? []),
      friend,
    ]);
  }
  return open.map(({ player, game }) => {
    const counted = (friendsByInviter.get(player.id) ?? []).flatMap((friend) =>
      judgeReferral(friend, player.phone_number, game.challenge).status === 'counted' &&
      friend.first_session_ms !== null
        ? [new Date(friend.first_session_ms)]
        : [],
    );
    return {
      player,
      game,
      standing: gameStanding(game.rules, {
        dayFirstMarks: marks.get(player.id) ?? [],
        referralsCountedAt: counted,
      }),
    };
  });
}

/**
 * Recomputes the standings of these members and of their inviters from attendance and referrals,
 * and writes what changed: the standing, the members-per-points counts of the boards, and the
 * level gifts newly reached. One transaction, serialised per challenge across processes by an
 * advisory lock, so the counts stay exact when two processes refresh the same member.
 */
export async function refreshStandings(
  db: Database,
  leadIds: readonly number[],
  now: Date,
): Promise<StandingChange[]> {
  const computed = await computeStandings(db, leadIds, now);
  if (computed.length === 0) return [];
  return db.transaction(async (tx) => {
    const challengeIds = [...new Set(computed.map((c) => c.player.challenge_id))].sort(
      (a, b) => a - b,
    );
    for (const challengeId of challengeIds) {
      await tx.query('SELECT pg_advisory_xact_lock(20261112, $1)', [challengeId]);
    }
    const ids = computed.map((c) => c.player.id);
    const challenges = computed.map((c) => c.player.challenge_id);
    const old = await tx.query<{
      lead_id: number;
      challenge_id: number;
      paid: boolean;
      points: number;
      reached_ms: number;
      attended_days: number;
      counted_referrals: number;
    }>(
      `SELECT s.lead_id, s.challenge_id, s.paid, s.points, ${epochMs('s.reached_at')} AS reached_ms,
              s.attended_days, s.counted_referrals
       FROM unnest($1::int[], $2::int[]) AS p(lead_id, challenge_id)
       JOIN standings s ON s.lead_id = p.lead_id AND s.challenge_id = p.challenge_id`,
      [ids, challenges],
    );
    const oldByLead = new Map(old.map((row) => [row.lead_id, row]));
    const changes: StandingChange[] = [];
    const writes: Computed[] = [];
    const removals: Computed[] = [];
    for (const entry of computed) {
      const { player, standing } = entry;
      const was = oldByLead.get(player.id);
      const before: BoardPlace | null = was
        ? {
            challengeId: was.challenge_id,
            paid: was.paid,
            points: was.points,
            reachedAt: new Date(was.reached_ms),
          }
        : null;
      const after: BoardPlace | null = standing
        ? {
            challengeId: player.challenge_id,
            paid: player.paid,
            points: standing.points,
            reachedAt: standing.reachedAt,
          }
        : null;
      const sameCounts =
        was?.attended_days === standing?.attendedDays &&
        was?.counted_referrals === standing?.countedReferrals;
      if (samePlace(before, after) && sameCounts) continue;
      if (standing) writes.push(entry);
      else removals.push(entry);
      if (!samePlace(before, after)) changes.push({ leadId: player.id, before, after });
    }
    if (writes.length > 0) {
      await tx.query(
        `INSERT INTO standings (challenge_id, lead_id, paid, points, attended_days, counted_referrals, reached_at)
         SELECT * FROM unnest($1::int[], $2::int[], $3::bool[], $4::int[], $5::int[], $6::int[], $7::timestamptz[])
         ON CONFLICT (challenge_id, lead_id) DO UPDATE SET
           paid = EXCLUDED.paid, points = EXCLUDED.points, attended_days = EXCLUDED.attended_days,
           counted_referrals = EXCLUDED.counted_referrals, reached_at = EXCLUDED.reached_at,
           updated_at = now()`,
        [
          writes.map((w) => w.player.challenge_id),
          writes.map((w) => w.player.id),
          writes.map((w) => w.player.paid),
          writes.map((w) => w.standing?.points ?? 0),
          writes.map((w) => w.standing?.attendedDays ?? 0),
          writes.map((w) => w.standing?.countedReferrals ?? 0),
          writes.map((w) => (w.standing?.reachedAt ?? now).toISOString()),
        ],
      );
    }
    if (removals.length > 0) {
      await tx.query(
        `DELETE FROM standings s USING unnest($1::int[], $2::int[]) AS p(lead_id, challenge_id)
         WHERE s.lead_id = p.lead_id AND s.challenge_id = p.challenge_id`,
        [removals.map((r) => r.player.id), removals.map((r) => r.player.challenge_id)],
      );
    }
    await applyCountDeltas(tx, changes);
    await awardLevelGifts(tx, writes);
    return changes;
  });
}

/** Moves each changed member between the members-per-points rows of their boards. */
export async function applyCountDeltas(
  tx: Queryable,
  changes: readonly StandingChange[],
): Promise<void> {
  const deltas = new Map<string, { key: BoardKey; points: number; delta: number }>();
  const add = (place: BoardPlace, delta: number) => {
    const id = `${place.challengeId}:${place.paid}:${place.points}`;
    const entry = deltas.get(id) ?? { key: place, points: place.points, delta: 0 };
    entry.delta += delta;
    deltas.set(id, entry);
  };
  for (const { before, after } of changes) {
    if (before) add(before, -1);
    if (after) add(after, 1);
  }
  const rows = [...deltas.values()]
    .filter((entry) => entry.delta !== 0)
    // One order everywhere, so two refreshes never wait on each other's rows in a cycle.
    .sort(
      (a, b) =>
        a.key.challengeId - b.key.challengeId ||
        Number(a.key.paid) - Number(b.key.paid) ||
        a.points - b.points,
    );
  // A row's check (never below zero) holds for the proposed insert too, so a member leaving a
  // score is an update of its existing row, and arriving at one an insert or an increment.
  const leaving = rows.filter((r) => r.delta < 0);
  const arriving = rows.filter((r) => r.delta > 0);
  const columns = (list: typeof rows) => [
    list.map((r) => r.key.challengeId),
    list.map((r) => r.key.paid),
    list.map((r) => r.points),
    list.map((r) => r.delta),
  ];
  if (leaving.length > 0) {
    await tx.query(
      `UPDATE standing_counts c SET members = c.members + d.delta
       FROM unnest($1::int[], $2::bool[], $3::int[], $4::int[]) AS d(challenge_id, paid, points, delta)
       WHERE c.challenge_id = d.challenge_id AND c.paid = d.paid AND c.points = d.points`,
      columns(leaving),
    );
  }
  if (arriving.length > 0) {
    await tx.query(
      `INSERT INTO standing_counts (challenge_id, paid, points, members)
       SELECT * FROM unnest($1::int[], $2::bool[], $3::int[], $4::int[])
       ON CONFLICT (challenge_id, paid, points) DO UPDATE
         SET members = standing_counts.members + EXCLUDED.members`,
      columns(arriving),
    );
  }
}

/** Earns the gift of every level reached, once: a level reached again earns nothing more. */
async function awardLevelGifts(tx: Queryable, writes: readonly Computed[]): Promise<void> {
  const awards = writes.flatMap(({ player, game, standing }) =>
    levelsReached(game.levels, standing?.countedReferrals ?? 0).map((level) => ({
      leadId: player.id,
      challengeId: player.challenge_id,
      level,
    })),
  );
  if (awards.length === 0) return;
  await tx.query(
    `INSERT INTO member_gifts (lead_id, challenge_id, award, level, gift_name, gift_name_hi)
     SELECT lead_id, challenge_id, 'level:' || level, level, gift_name, gift_name_hi
     FROM unnest($1::int[], $2::int[], $3::int[], $4::text[], $5::text[])
       AS a(lead_id, challenge_id, level, gift_name, gift_name_hi)
     ON CONFLICT (lead_id, challenge_id, award) DO NOTHING`,
    [
      awards.map((a) => a.leadId),
      awards.map((a) => a.challengeId),
      awards.map((a) => a.level.level),
      awards.map((a) => a.level.gift_name),
      awards.map((a) => a.level.gift_name_hi),
    ],
  );
}
