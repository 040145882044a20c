import type { RouteDeclaration } from '@yoga/shared';

/** The shell's own pages: home, joining and signing in, and the text pages. */
export const ROUTES = [
  {
    path: '/',
    nav: { labelId: 'shell.header.navHome', place: 'header', order: 10 },
    openToPaid: true,
  },
  {
    path: '/callsupport',
    page: () => import('../features/static-pages/call-support-page'),
    nav: { labelId: 'shell.header.navSupport', place: 'header', order: 30 },
    openToPaid: true,
  },
  {
    path: '/termsconditions',
    page: () => import('../features/static-pages/terms-page'),
    openToPaid: true,
  },
  {
    path: '/privacypolicy',
    page: () => import('../features/static-pages/privacy-page'),
    openToPaid: true,
  },
  {
    path: '/contactus',
    page: () => import('../features/static-pages/contact-page'),
    nav: { labelId: 'shell.header.navContact', place: 'header', order: 40 },
    openToPaid: true,
  },
  { path: '/join/:slug', openToPaid: true },
  {
    // LOCAL_MEMBER_SITE_PATH: where paid members go when no member site is set (development).
    path: '/member-site',
    page: () => import('../features/static-pages/member-site-page'),
    openToPaid: false,
  },
  {
    path: '/login',
    page: () => import('../features/auth/components/sign-in-page'),
    openToPaid: false,
  },
  {
    // The ops console (issue 28): the team's own sign-in and screens, fetched only here.
    path: '/ops',
    page: () => import('../features/ops-console/components/ops-console-page'),
    // Not in spec section 2's list, so a browser signed in as a paid member goes to the member
    // site, as from any other page; ops use the console in a browser of its own.
    openToPaid: false,
  },
  {
    path: '/verify',
    page: () => import('../features/auth/components/verify-code-page'),
    openToPaid: false,
  },
] as const satisfies readonly RouteDeclaration[];
