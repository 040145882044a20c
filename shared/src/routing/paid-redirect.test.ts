import { OPEN_ROUTES } from './open-routes';
import {
  isOpenToPaid,
  LOCAL_MEMBER_SITE_PATH,
  paidRedirectUrl,
  type PaidRedirectLead,
} from './paid-redirect';

const MEMBER_SITE = 'https://members.example/login';

const paid: PaidRedirectLead = {
  phone_number: '+919812345678',
  active_challenge_id: 58,
  is_paid: true,
  ispaymentdone: false,
};

const concrete = (route: string) => route.replace(/\[[^\]]+\]/g, 'some-value');

/** Routes as declared: every spec route open, and two that are not. */
const ROUTES = [
  ...OPEN_ROUTES.map((path) => ({ path, openToPaid: true })),
  { path: '/leaderboard', openToPaid: false },
  { path: '/certificate/:id/extra', openToPaid: false },
];

describe('paidRedirectUrl', () => {
  it.each(OPEN_ROUTES.map(concrete))('leaves a paid member alone on the open route %s', (path) => {
    expect(isOpenToPaid(ROUTES, path)).toBe(true);
    expect(paidRedirectUrl(paid, path, MEMBER_SITE, ROUTES)).toBeNull();
  });

  it.each([
    '/leaderboard',
    '/profile',
    '/join',
    '/certificate/x/y',
    '/diwali',
    '/live/now',
    '/unknown',
    '/certificate/x/extra',
  ])('sends a paid member on an old challenge from %s to the member site with ?ph=', (path) => {
    expect(paidRedirectUrl(paid, path, MEMBER_SITE, ROUTES)).toBe(
      'https://members.example/login?ph=%2B919812345678',
    );
  });

  it('accepts a trailing slash on an open route', () => {
    expect(paidRedirectUrl(paid, '/callsupport/', MEMBER_SITE, ROUTES)).toBeNull();
  });

  it('also redirects a member whose payment is done but not flagged paid', () => {
    expect(
      paidRedirectUrl({ ...paid, is_paid: false, ispaymentdone: true }, '/x', MEMBER_SITE, ROUTES),
    ).not.toBeNull();
  });

  it.each([
    ['a free member', { ...paid, is_paid: false, ispaymentdone: false }],
    ['a paid member on challenge 60', { ...paid, active_challenge_id: 60 }],
    ['a paid member on challenge 61', { ...paid, active_challenge_id: 61 }],
    ['a paid member with no challenge', { ...paid, active_challenge_id: null }],
  ])('leaves %s alone', (_label, lead) => {
    expect(paidRedirectUrl(lead, '/leaderboard', MEMBER_SITE, ROUTES)).toBeNull();
  });

  it('does nothing before lead data is known', () => {
    expect(paidRedirectUrl(null, '/leaderboard', MEMBER_SITE, ROUTES)).toBeNull();
  });

  it('keeps query parameters the member site URL already has', () => {
    expect(paidRedirectUrl(paid, '/x', 'https://members.example/login?src=yoga', ROUTES)).toBe(
      'https://members.example/login?src=yoga&ph=%2B919812345678',
    );
  });

  it("sends a paid member to this site's member-site page when no member site is set, never in a loop", () => {
    expect(paidRedirectUrl(paid, '/leaderboard', LOCAL_MEMBER_SITE_PATH, ROUTES)).toBe(
      '/member-site?ph=%2B919812345678',
    );
    expect(paidRedirectUrl(paid, '/member-site', LOCAL_MEMBER_SITE_PATH, ROUTES)).toBeNull();
    expect(paidRedirectUrl(paid, '/member-site/', LOCAL_MEMBER_SITE_PATH, ROUTES)).toBeNull();
  });
});
