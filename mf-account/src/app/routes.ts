import type { RouteDeclaration } from '@yoga/shared';

/**
 * mf-account's routes: the member's profile, their addresses and their data (decision 0042), and
 * the paid membership (decision 0044).
 * The header's account menu links the first; the account's own menu (AccountFrame) all three. Not in the
 * spec's list of routes open to paid members, so a paid member of an older challenge is sent to
 * the member site, which keeps their account.
 */
export const ROUTES = [
  {
    path: '/account',
    page: () => import('./pages/profile-page'),
    nav: { labelId: 'account.nav.profile', place: 'account', order: 10 },
    openToPaid: false,
  },
  {
    path: '/account/addresses',
    page: () => import('./pages/addresses-page'),
    openToPaid: false,
  },
  {
    path: '/account/data',
    page: () => import('./pages/data-page'),
    openToPaid: false,
  },
  // The paid membership (decision 0044): offered at the end of the challenge.
  { path: '/buy', page: () => import('./pages/buy-page'), pageView: 'buy', openToPaid: false },
] as const satisfies readonly RouteDeclaration[];
