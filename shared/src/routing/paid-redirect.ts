import { matchesRoutePath } from './route-paths';

/** Spec section 9: paid members on challenges below this id belong to the member site. */
export const PAID_REDIRECT_THRESHOLD = 60;

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
 * The member site signs them in by the phone number given as `ph`.
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
  const url = new URL(memberSiteUrl);
  url.searchParams.set('ph', lead.phone_number);
  return url.toString();
}
