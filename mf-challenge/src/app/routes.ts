import type { RouteDeclaration } from '@yoga/shared';

/** mf-challenge's routes: the home page's challenge card and the live sessions. */
export const ROUTES = [
  { path: '/', openToPaid: true },
  {
    path: '/live',
    page: () => import('./pages/live-page'),
    nav: { labelId: 'challenge.nav.live', place: 'header', order: 20 },
    openToPaid: true,
  },
] as const satisfies readonly RouteDeclaration[];
