import type { RouteDeclaration } from '@yoga/shared';

/**
 * mf-account's routes: the member's profile and their addresses (decision 0042). Not in the
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
    nav: { labelId: 'account.nav.addresses', place: 'account', order: 20 },
    openToPaid: false,
  },
] as const satisfies readonly RouteDeclaration[];
