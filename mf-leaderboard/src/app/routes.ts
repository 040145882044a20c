import type { RouteDeclaration } from '@yoga/shared';

/** mf-leaderboard's routes: the boards, invitations, gifts, vouchers and Guess & Win. */
export const ROUTES = [
  {
    path: '/leaderboard',
    page: () => import('./pages/leaderboard-page'),
    nav: { labelId: 'leaderboard.nav.board', place: 'member', order: 10 },
    openToPaid: false,
  },
  {
    path: '/referrals',
    page: () => import('./pages/referrals-page'),
    nav: { labelId: 'leaderboard.nav.referrals', place: 'member', order: 20 },
    openToPaid: false,
  },
  {
    path: '/gifts',
    page: () => import('./pages/gifts-page'),
    nav: { labelId: 'leaderboard.nav.gifts', place: 'member', order: 30 },
    openToPaid: false,
  },
  {
    path: '/vouchers',
    page: () => import('./pages/vouchers-page'),
    nav: { labelId: 'leaderboard.nav.vouchers', place: 'member', order: 40 },
    openToPaid: false,
  },
  {
    path: '/guessandwin',
    page: () => import('./pages/guess-and-win-page'),
    nav: { labelId: 'leaderboard.nav.guess', place: 'member', order: 50 },
    openToPaid: true,
  },
] as const satisfies readonly RouteDeclaration[];
