import { trackPageView } from '@yoga/shared';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** One page_view event per route the member sees, carrying the user type (spec section 1). */
export function PageViewTracker() {
  const { pathname } = useLocation();
  useEffect(() => {
    trackPageView(pathname);
  }, [pathname]);
  return null;
}
