import { selectUserType } from '../session/auth-slice';
import { clientSessionId, deviceId } from '../session/session-storage';
import { store } from '../store/app-store';

export interface AnalyticsEvent {
  event: string;
  /** Spec section 1: every event says which kind of user did it. */
  user_type: 'paid user' | 'free user';
  /** The 15-minute client session (spec section 4): events of one visit group together. */
  session_id: string;
  device_id: string;
  [property: string]: unknown;
}

declare global {
  interface Window {
    dataLayer?: AnalyticsEvent[];
  }
}

/**
 * Pages where nothing is ever recorded, with every path under them: the kids camp's pages are
 * used for children, who are never tracked (decision 0045). The one definition: every event,
 * page views included, goes through `trackEvent`.
 */
const UNTRACKED_PATHS = ['/kidscamp'] as const;

function isUntrackedPath(path: string): boolean {
  return UNTRACKED_PATHS.some((root) => path === root || path.startsWith(`${root}/`));
}

/**
 * Records an event on `window.dataLayer`, where a tag manager picks it up; the site itself ships
 * no third-party analytics script. Null, recording nothing, on an untracked page: the page the
 * browser is on, or the one the event names.
 */
export function trackEvent(
  event: string,
  properties: Record<string, unknown> = {},
): AnalyticsEvent | null {
  const named = properties.page_path;
  if (
    isUntrackedPath(window.location.pathname) ||
    (typeof named === 'string' && isUntrackedPath(named))
  ) {
    return null;
  }
  const entry: AnalyticsEvent = {
    ...properties,
    event,
    user_type: selectUserType(store.getState()),
    session_id: clientSessionId(),
    device_id: deviceId(),
  };
  (window.dataLayer ??= []).push(entry);
  return entry;
}

/** A page seen; `name` is spec section 2's name for it, on the pages the spec names. */
export function trackPageView(path: string, name?: string): AnalyticsEvent | null {
  return trackEvent('page_view', name ? { page_path: path, page_name: name } : { page_path: path });
}
