import type { RouteDeclaration } from '@yoga/shared';

/**
 * mf-challenge's routes: the home page's challenge card, the live sessions, feedback and the kids
 * camp (spec section 2: open to paid members; no analytics there, decision 0045).
 */
export const ROUTES = [
  { path: '/', openToPaid: true },
  {
    path: '/live',
    page: () => import('./pages/live-page'),
    nav: { labelId: 'challenge.nav.live', place: 'header', order: 20 },
    openToPaid: true,
  },
  // Asked at the end of the challenge: home and /live point to it while its phase is open.
  { path: '/feedback', page: () => import('./pages/feedback-page'), openToPaid: false },
  { path: '/kidscamp', page: () => import('./pages/kids-camp-page'), openToPaid: true },
  {
    path: '/kidscamp/download',
    page: () => import('./pages/kids-camp-download-page'),
    openToPaid: true,
  },
] as const satisfies readonly RouteDeclaration[];
