import { boardName, guessWinners, type GuessWindow } from '@yoga/shared/domain';
import type { BoardVisibility, GuessDay, GuessResult, GuessWinner } from '@yoga/shared/models';
import type { Database, Queryable } from '../../db/database';
import { epochMs } from '../../game/game-facts';
import { guessPrizeOf } from './guess-prize-repository';

interface StoredResult {
  day: number;
  actual: number;
  winners: (GuessWinner & { lead_id: number })[];
}

/** How many members attended any session of a challenge day (each counted once). */
export async function membersAttendedOn(
  db: Queryable,
  challengeId: number,
  day: number,
): Promise<number> {
  const [row] = await db.query<{ attended: number }>(
    `SELECT count(DISTINCT a.lead_id)::int AS attended FROM attendance a
     JOIN live_sessions s ON s.id = a.session_id
     WHERE s.challenge_id = $1 AND s.day = $2`,
    [challengeId, day],
  );
  return row?.attended ?? 0;
}

/**
 * A closed day's result, computed once when first asked after the day's last batch: how many
 * members attended that day, and the closest three guesses, who each earn the challenge's prize.
 */
async function revealDay(db: Database, challengeId: number, day: number): Promise<void> {
  await db.transaction(async (tx) => {
    const actual = await membersAttendedOn(tx, challengeId, day);
    const guesses = await tx.query<{
      lead_id: number;
      guess: number;
      guessed_ms: number;
      name: string;
      phone_number: string;
      board_visibility: BoardVisibility;
    }>(
      `SELECT g.lead_id, g.guess, ${epochMs('g.guessed_at')} AS guessed_ms,
              l.name, l.phone_number, l.board_visibility
       FROM guesses g JOIN leads l ON l.id = g.lead_id
       WHERE g.challenge_id = $1 AND g.day = $2`,
      [challengeId, day],
    );
    const byMember = new Map(guesses.map((g) => [g.lead_id, g]));
    const winners = guessWinners(
      guesses.map((g) => ({
        memberId: g.lead_id,
        guess: g.guess,
        guessedAt: new Date(g.guessed_ms),
      })),
      actual,
    ).map((winner, index) => {
      const member = byMember.get(winner.memberId);
      return {
        place: index + 1,
        lead_id: winner.memberId,
        guess: winner.guess,
        name: member
          ? boardName({
              name: member.name,
              phone: member.phone_number,
              showName: member.board_visibility === 'name',
            })
          : '',
      };
    });
    const [stored] = await tx.query<{ day: number }>(
      `INSERT INTO guess_results (challenge_id, day, actual, winners) VALUES ($1, $2, $3, $4::jsonb)
       ON CONFLICT (challenge_id, day) DO NOTHING RETURNING day`,
      [challengeId, day, actual, JSON.stringify(winners)],
    );
    if (!stored || winners.length === 0) return;
    const prize = await guessPrizeOf(tx, challengeId);
    await tx.query(
      `INSERT INTO member_gifts (lead_id, challenge_id, award, guess_day, gift_name, gift_name_hi)
       SELECT lead_id, $1, 'guess:' || $2::smallint, $2::smallint, $3, $4
       FROM unnest($5::int[]) AS w(lead_id)
       ON CONFLICT (lead_id, challenge_id, award) DO NOTHING`,
      [challengeId, day, prize.gift_name, prize.gift_name_hi, winners.map((w) => w.lead_id)],
    );
  });
}

/** The member's guess & win days: each with their guess, and the result once revealed. */
export async function guessDays(
  db: Database,
  challengeId: number,
  leadId: number,
  windows: readonly GuessWindow[],
  now: Date,
): Promise<GuessDay[]> {
  const closed = windows.filter((w) => w.revealsAt <= now);
  const known = await db.query<{ day: number }>(
    'SELECT day FROM guess_results WHERE challenge_id = $1',
    [challengeId],
  );
  const revealed = new Set(known.map((row) => row.day));
  for (const window of closed) {
    if (!revealed.has(window.day)) await revealDay(db, challengeId, window.day);
  }
  const [guesses, results] = await Promise.all([
    db.query<{ day: number; guess: number }>(
      'SELECT day, guess FROM guesses WHERE challenge_id = $1 AND lead_id = $2',
      [challengeId, leadId],
    ),
    db.query<StoredResult>(
      'SELECT day, actual, winners FROM guess_results WHERE challenge_id = $1',
      [challengeId],
    ),
  ]);
  const guessOf = new Map(guesses.map((g) => [g.day, g.guess]));
  const resultOf = new Map(results.map((r) => [r.day, r]));
  return windows.map((window): GuessDay => {
    const stored = window.revealsAt <= now ? resultOf.get(window.day) : undefined;
    const result: GuessResult | null = stored
      ? {
          actual: stored.actual,
          winners: stored.winners.map(({ place, name, guess }) => ({ place, name, guess })),
          won: stored.winners.some((w) => w.lead_id === leadId),
        }
      : null;
    return {
      day: window.day,
      closes_at: window.closesAt.toISOString(),
      reveals_at: window.revealsAt.toISOString(),
      open: now < window.closesAt,
      guess: guessOf.get(window.day) ?? null,
      result,
    };
  });
}

export async function saveGuess(
  db: Queryable,
  guess: { challengeId: number; day: number; leadId: number; guess: number },
): Promise<void> {
  await db.query(
    `INSERT INTO guesses (challenge_id, day, lead_id, guess) VALUES ($1, $2, $3, $4)
     ON CONFLICT (challenge_id, day, lead_id) DO UPDATE SET guess = EXCLUDED.guess, guessed_at = now()`,
    [guess.challengeId, guess.day, guess.leadId, guess.guess],
  );
}
