import type { Redis } from 'ioredis';
import type { Database } from '../db/database';
import type { SubscribeFactChanges } from '../db/fact-changes';
import { databaseRanks, redisRanks, type BoardRanks } from './board-ranks';
import { createLeaderboardReader, type LeaderboardReader } from './leaderboard-read';
import { createMemberBoards, type MemberBoards } from './member-boards';
import { createStandingsRefresher, type StandingsRefresher } from './standings-refresher';

/**
 * The game's moving parts one process shares between its services (lead and gamification). Its
 * standings follow the fact changes it subscribes to; nothing tells it of a write directly.
 */
export interface Game extends Pick<StandingsRefresher, 'settle'> {
  ranks: BoardRanks;
  leaderboards: LeaderboardReader;
  boards: MemberBoards;
  close(): Promise<void>;
}

export function createGame(
  db: Database,
  redis: Redis | null,
  options: {
    clock: () => Date;
    /** The stream's listening side: standings follow every change it carries. */
    subscribeFactChanges: SubscribeFactChanges;
    log?: { warn(object: unknown, message: string): void };
    redisKeyPrefix?: string;
  },
): Game {
  const ranks = redis
    ? redisRanks(db, redis, {
        clock: options.clock,
        log: options.log,
        keyPrefix: options.redisKeyPrefix,
      })
    : databaseRanks(db, options.clock);
  const refresher = createStandingsRefresher(db, ranks, options);
  const unsubscribe = options.subscribeFactChanges(refresher.note);
  return {
    ranks,
    boards: createMemberBoards(db, options.clock),
    leaderboards: createLeaderboardReader(db, ranks, options.clock),
    settle: refresher.settle,
    async close() {
      unsubscribe();
      await refresher.close();
      ranks.close();
    },
  };
}
