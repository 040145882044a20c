import { named } from '../../http/named-plugin';
import type { ServicePlugin } from '../service-plugin';
import { giftRoutes } from './gift-routes';
import { guessRoutes } from './guess-routes';
import { leaderboardRoutes } from './leaderboard-routes';
import { memberGameRoutes } from './member-game-routes';
import { opsGameRoutes } from './ops-game-routes';
import { referralRoutes } from './referral-routes';
import { referralStatusRoutes } from './referral-status-routes';
import { voucherRoutes } from './voucher-routes';

/**
 * The gamification service: referrals and their status, points and boards, levels and gifts,
 * vouchers, guess & win, and the ops rules and reviews behind them (decision 0015).
 */
export const gamificationService: ServicePlugin = async (
  app,
  { db, game, clock, sessions, notifyFactChange },
) => {
  await app.register(named(referralRoutes), { db });
  await app.register(named(referralStatusRoutes), { db });
  await app.register(named(leaderboardRoutes), { db, game });
  await app.register(named(memberGameRoutes), { db, game, clock });
  await app.register(named(giftRoutes), { db });
  await app.register(named(voucherRoutes), { db, clock });
  await app.register(named(guessRoutes), { db, sessions, clock });
  await app.register(named(opsGameRoutes), { db, notifyFactChange });
};
