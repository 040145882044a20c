import type { RouteDeclaration } from '@yoga/shared';

/**
 * mf-certificates' routes: the member's own certificates (completion and world-record attempt),
 * their downloads, and every certificate's public page.
 */
export const ROUTES = [
  {
    path: '/certificate',
    page: () => import('./pages/certificate-page'),
    props: { kind: 'completion' },
    // In the member's row after the game's pages: the certificate is where the challenge ends.
    nav: { labelId: 'certificates.nav.certificate', place: 'member', order: 60 },
    openToPaid: true,
  },
  {
    path: '/certificate/download',
    page: () => import('./pages/download-page'),
    props: { kind: 'completion' },
    openToPaid: true,
  },
  { path: '/certificate/:id', page: () => import('./pages/verify-page'), openToPaid: true },
  {
    path: '/wr-certificate',
    page: () => import('./pages/certificate-page'),
    props: { kind: 'world_record' },
    openToPaid: true,
  },
  {
    path: '/wr-certificate/download',
    page: () => import('./pages/download-page'),
    props: { kind: 'world_record' },
    openToPaid: true,
  },
] as const satisfies readonly RouteDeclaration[];
