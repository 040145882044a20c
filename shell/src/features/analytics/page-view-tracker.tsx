import {
  matchesRoutePath,
  selectLeadLoading,
  trackPageView,
  useAppSelector,
  type RemoteDescriptor,
  type SpecPageView,
} from '@yoga/shared';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** Spec section 2's name for the page at `pathname`, when the route owning it declares one. */
export function specPageViewOf(
  remotes: readonly RemoteDescriptor[],
  pathname: string,
): SpecPageView | undefined {
  for (const remote of remotes) {
    const route = remote.routes.find(({ path }) => matchesRoutePath(path, pathname));
    if (route) return route.pageView;
  }
  return undefined;
}

/**
 * One page_view event per route the member sees, carrying the user type (spec section 1) and,
 * on the spec's named pages, their name. While the member's lead loads the event waits, so a
 * paid member's first page is not counted as free.
 */
export function PageViewTracker({ remotes }: { remotes: readonly RemoteDescriptor[] }) {
  const { pathname } = useLocation();
  const leadLoading = useAppSelector(selectLeadLoading);
  const lastTracked = useRef<string | null>(null);
  useEffect(() => {
    if (leadLoading || lastTracked.current === pathname) return;
    lastTracked.current = pathname;
    trackPageView(pathname, specPageViewOf(remotes, pathname));
  }, [pathname, leadLoading, remotes]);
  return null;
}
