import {
  LOCAL_MEMBER_SITE_PATH,
  paidRedirectUrl,
  selectLead,
  type PaidRouteRule,
} from '@yoga/shared';
import { store } from '@yoga/shared/host';

let memberSiteUrl: string = LOCAL_MEMBER_SITE_PATH;
let routes: readonly PaidRouteRule[] = [];

/**
 * Set at boot from the runtime manifest and the shell's own routes, so ops can move the member
 * site and a remote's release can open a route to paid members without a shell release.
 */
export function configurePaidRedirect(config: {
  memberSiteUrl: string;
  routes: readonly PaidRouteRule[];
}): void {
  memberSiteUrl = config.memberSiteUrl;
  routes = config.routes;
}

const redirectFor = (pathname: string) =>
  paidRedirectUrl(selectLead(store.getState()), pathname, memberSiteUrl, routes);

/** Sends a paid member on an older challenge to the member site; true when it did. */
export function enforcePaidRedirect(pathname: string): boolean {
  const target = redirectFor(pathname);
  if (target) window.location.assign(target);
  return target !== null;
}

interface RoutingEventDetail {
  newUrl: string;
  cancelNavigation?: () => void;
}

/**
 * Checks every navigation before single-spa mounts anything for it: a route not open to paid
 * members is cancelled for a paid member on an older challenge, who goes to the member site instead.
 */
export function installPaidRedirectGuard(): void {
  window.addEventListener('single-spa:before-routing-event', (event) => {
    const detail = (event as CustomEvent<RoutingEventDetail>).detail;
    const target = redirectFor(new URL(detail.newUrl).pathname);
    if (target) {
      detail.cancelNavigation?.();
      window.location.assign(target);
    }
  });
}
