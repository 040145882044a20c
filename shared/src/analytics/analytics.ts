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
 * Records an event on `window.dataLayer`, where a tag manager picks it up; the site itself ships
 * no third-party analytics script.
 */
export function trackEvent(
  event: string,
  properties: Record<string, unknown> = {},
): AnalyticsEvent {
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
export function trackPageView(path: string, name?: string): AnalyticsEvent {
  return trackEvent('page_view', name ? { page_path: path, page_name: name } : { page_path: path });
}
