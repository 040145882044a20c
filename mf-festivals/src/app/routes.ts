import type { RouteDeclaration } from '@yoga/shared';

/**
 * mf-festivals' routes: festival campaigns (decision 0035), their posters, the pledges members
 * take, and the Diwali and Navratri tools (decision 0036). Every one stays open to paid members
 * (spec section 2), and the tools' pages are spec section 2's named page views.
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
  {
    path: '/Diwali',
    page: () => import('./pages/diwali-page'),
    pageView: 'Diwali landing',
    openToPaid: true,
  },
  {
    path: '/Diwali/tools',
    page: () => import('./pages/diwali-tools-page'),
    pageView: 'Diwali tools',
    openToPaid: true,
  },
  {
    path: '/Diwali/diya',
    page: () => import('./pages/diya-page'),
    pageView: 'diya tool',
    openToPaid: true,
  },
  {
    path: '/Diwali/rangoli',
    page: () => import('./pages/rangoli-page'),
    pageView: 'rangoli/garba tool',
    openToPaid: true,
  },
  {
    path: '/Diwali/recipes',
    page: () => import('./pages/recipes-page'),
    pageView: 'recipe tool',
    openToPaid: true,
  },
  {
    path: '/Diwali/recipes/:slug',
    page: () => import('./pages/recipe-page'),
    pageView: 'recipe tool',
    openToPaid: true,
  },
  {
    path: '/navratri/garbaTool/:stepId',
    page: () => import('./pages/garba-page'),
    pageView: 'garba video page',
    openToPaid: true,
  },
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
