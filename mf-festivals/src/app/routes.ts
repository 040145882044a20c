import type { RouteDeclaration } from '@yoga/shared';

/**
 * mf-festivals' routes: festival campaigns (decision 0035), their posters, and the pledges
 * members take. Every one stays open to paid members (spec section 2).
 */
export const ROUTES = [
  {
    path: '/cmp',
    page: () => import('./pages/campaigns-page'),
    nav: { labelId: 'festivals.nav.campaigns', place: 'header', order: 25 },
    openToPaid: true,
  },
  { path: '/cmp/:event', page: () => import('./pages/campaign-page'), openToPaid: true },
  {
    path: '/campaign',
    page: () => import('./pages/campaign-page'),
    openToPaid: true,
  },
  {
    path: '/festive',
    page: () => import('./pages/campaign-page'),
    props: { occasion: 'festive' },
    openToPaid: true,
  },
  {
    path: '/ganeshChaturthi',
    page: () => import('./pages/campaign-page'),
    props: { occasion: 'ganesh-chaturthi' },
    openToPaid: true,
  },
  { path: '/Diwali', page: () => import('./pages/diwali-page'), openToPaid: true },
  { path: '/Diwali/tools', page: () => import('./pages/diwali-tools-page'), openToPaid: true },
  {
    path: '/Diwali/campaign',
    page: () => import('./pages/campaign-page'),
    props: { occasion: 'diwali' },
    openToPaid: true,
  },
  {
    path: '/festive/poster',
    page: () => import('./pages/poster-page'),
    props: { occasion: 'festive' },
    openToPaid: true,
  },
  {
    path: '/ganeshChaturthi/poster',
    page: () => import('./pages/poster-page'),
    props: { occasion: 'ganesh-chaturthi' },
    openToPaid: true,
  },
  {
    path: '/Diwali/festiveposters',
    page: () => import('./pages/poster-page'),
    props: { occasion: 'diwali' },
    openToPaid: true,
  },
  {
    path: '/campaign/download',
    page: () => import('./pages/poster-page'),
    openToPaid: true,
  },
  { path: '/promise', page: () => import('./pages/promise-page'), openToPaid: true },
  {
    path: '/promise/download',
    page: () => import('./pages/promise-download-page'),
    openToPaid: true,
  },
  { path: '/pledge/:slug', page: () => import('./pages/pledge-page'), openToPaid: true },
] as const satisfies readonly RouteDeclaration[];
