import { isUntrackedPath } from '../domain/client-events';
import { selectUserType } from '../session/auth-slice';
import { clientSessionId, deviceId } from '../session/session-storage';
import { store } from '../store/app-store';
import { queueEvent } from './event-beacon';

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
 * Records an event on `window.dataLayer`, where a tag manager picks it up, and queues it for the
 * site's own `internal/logs` (event-beacon.ts); the site ships no third-party analytics script.
 * Null, recording nothing, on an untracked page (the kids camp): the page the browser is on, or
 * the one the event names. The one definition: every event, page views included, comes here.
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
  queueEvent(entry);
  return entry;
}

/** A page seen; `name` is spec section 2's name for it, on the pages the spec names. */
export function trackPageView(path: string, name?: string): AnalyticsEvent | null {
  return trackEvent('page_view', name ? { page_path: path, page_name: name } : { page_path: path });
}
