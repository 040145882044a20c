import { paidRedirectUrl, selectLead } from '@yoga/shared';
import { store } from '@yoga/shared/host';

let memberSiteUrl = 'https://members.yogachallenge.example/login';

/** Set from the runtime manifest at boot, so ops can move the member site without a rebuild. */
export function setMemberSiteUrl(url: string): void {
  memberSiteUrl = url;
}

const redirectFor = (pathname: string) =>
  paidRedirectUrl(selectLead(store.getState()), pathname, memberSiteUrl);

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
 * Checks every navigation before single-spa mounts anything for it: a route outside the open
 * list is cancelled for a paid member on an older challenge, who goes to the member site instead.
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
