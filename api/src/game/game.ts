import type { Redis } from 'ioredis';
import type { Database } from '../db/database';
import { databaseRanks, redisRanks, type BoardRanks } from './board-ranks';
import { createLeaderboardReader, type LeaderboardReader } from './leaderboard-read';
import { createMemberBoards, type MemberBoards } from './member-boards';
import { createStandingsRefresher, type StandingsRefresher } from './standings-refresher';

/** The game's moving parts one process shares between its services (lead and gamification). */
export interface Game extends Pick<StandingsRefresher, 'touch' | 'touchChallenge' | 'settle'> {
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
    log?: { warn(object: unknown, message: string): void };
    redisKeyPrefix?: string;
  },
): Game {
  const ranks = redis
    ? redisRanks(db, redis, { log: options.log, keyPrefix: options.redisKeyPrefix })
    : databaseRanks(db);
  const refresher = createStandingsRefresher(db, ranks, options);
  return {
    ranks,
    boards: createMemberBoards(db),
    leaderboards: createLeaderboardReader(db, ranks, options.clock),
    touch: refresher.touch,
    touchChallenge: refresher.touchChallenge,
    settle: refresher.settle,
    async close() {
      await refresher.close();
      ranks.close();
    },
  };
}
