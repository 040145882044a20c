import { selectLeadLoading, trackPageView, useAppSelector } from '@yoga/shared';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * One page_view event per route the member sees, carrying the user type (spec section 1). While
 * the member's lead loads the event waits, so a paid member's first page is not counted as free.
 */
export function PageViewTracker() {
  const { pathname } = useLocation();
  const leadLoading = useAppSelector(selectLeadLoading);
  const lastTracked = useRef<string | null>(null);
  useEffect(() => {
    if (leadLoading || lastTracked.current === pathname) return;
    lastTracked.current = pathname;
    trackPageView(pathname);
  }, [pathname, leadLoading]);
  return null;
}
