import { matchesRoutePath } from './route-paths';

/** Spec section 9: paid members on challenges below this id belong to the member site. */
export const PAID_REDIRECT_THRESHOLD = 60;

/**
 * Where paid members are sent when no member site is configured (development only; production
 * requires MEMBER_SITE_URL): a page of this site, declared in the shell's routes, that says what
 * would happen, rather than an address on a host that does not exist.
 */
export const LOCAL_MEMBER_SITE_PATH = '/member-site';

/** A member site given as a path is a page of this site (`/member-site`), not another origin. */
export const isSitePath = (value: string) => /^\/(?!\/)/.test(value);

/** A route as the paid redirect sees it: its pattern and whether it stays open to paid members. */
export interface PaidRouteRule {
  path: string;
  openToPaid: boolean;
}

/** Whether a declared route open to paid members owns `pathname`. */
export function isOpenToPaid(routes: readonly PaidRouteRule[], pathname: string): boolean {
  return routes.some((route) => route.openToPaid && matchesRoutePath(route.path, pathname));
}

export interface PaidRedirectLead {
  phone_number: string;
  active_challenge_id: number | null;
  is_paid: boolean;
  ispaymentdone: boolean;
}

/**
 * Where a paid member on an older challenge must go instead of this page, or null to stay.
 * The member site signs them in by the phone number given as `ph`. A member site that is a page
 * of this site is answered as a path, and that page itself is never redirected.
 */
export function paidRedirectUrl(
  lead: PaidRedirectLead | null,
  pathname: string,
  memberSiteUrl: string,
  routes: readonly PaidRouteRule[],
): string | null {
  if (!lead || !(lead.is_paid || lead.ispaymentdone)) return null;
  if (lead.active_challenge_id === null || lead.active_challenge_id >= PAID_REDIRECT_THRESHOLD)
    return null;
  if (isOpenToPaid(routes, pathname)) return null;
  if (!isSitePath(memberSiteUrl)) {
    const url = new URL(memberSiteUrl);
    url.searchParams.set('ph', lead.phone_number);
    return url.toString();
  }
  // Any base does: only the path and query of a site path are kept.
  const local = new URL(memberSiteUrl, 'http://this.site');
  if (matchesRoutePath(local.pathname, pathname)) return null;
  local.searchParams.set('ph', lead.phone_number);
  return `${local.pathname}${local.search}`;
}
