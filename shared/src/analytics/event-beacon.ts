import { getServiceUrl } from '../api/runtime-config';
import {
  CLIENT_LOG_ID_PATTERN,
  CLIENT_LOG_MAX_EVENTS,
  CLIENT_LOG_MAX_NUMBER,
  CLIENT_LOG_MAX_PAGE_NAME,
  CLIENT_LOG_MAX_PATH,
  CLIENT_LOG_MAX_PROPERTIES,
  CLIENT_LOG_MAX_TEXT,
  CLIENT_LOG_NAME_PATTERN,
  CLIENT_LOG_PATH_PATTERN,
} from '../domain/client-events';
import type { ClientLogEvent } from '../models';
import type { AnalyticsEvent } from './analytics';

/*
 * Sends analytics events to spec section 7's `internal/logs` (decision 0046): kept in memory and
 * sent in one `navigator.sendBeacon` when the page is hidden (the member switches app, locks the
 * phone or leaves), or as soon as a full batch has built up. A beacon is queued by the browser and
 * outlives the page; nothing waits on it, and a browser without one sends nothing.
 */

// The server's patterns (one definition, in domain/client-events.ts).
const NAME = new RegExp(CLIENT_LOG_NAME_PATTERN);
const ID = new RegExp(CLIENT_LOG_ID_PATTERN);
const PATH = new RegExp(CLIENT_LOG_PATH_PATTERN);
// Control characters the server refuses in a text; a stray one must not lose the whole batch.
const CONTROL = /[\p{Cc}\p{Cs}]/gu;

const pending: ClientLogEvent[] = [];
let listening = false;

type Property = string | number | boolean;

function propertyValue(value: unknown): Property | undefined {
  if (typeof value === 'string') return value.replace(CONTROL, '').slice(0, CLIENT_LOG_MAX_TEXT);
  if (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    Math.abs(value) <= CLIENT_LOG_MAX_NUMBER
  ) {
    return value;
  }
  if (typeof value === 'boolean') return value;
  return undefined;
}

/**
 * The event as `internal/logs` takes it, or null when it cannot be sent as it is (a name or id
 * the server would refuse, which would cost the batch): flat, short properties only; the rest is
 * left out rather than lose the event.
 */
export function toClientLogEvent(
  entry: AnalyticsEvent,
  pathname: string,
  at: Date,
): ClientLogEvent | null {
  const { event, user_type, session_id, device_id, page_path, page_name, ...rest } = entry;
  if (!NAME.test(event) || !ID.test(session_id) || !ID.test(device_id)) return null;
  const properties: Record<string, Property> = {};
  for (const [key, raw] of Object.entries(rest)) {
    const value = propertyValue(raw);
    if (!NAME.test(key) || value === undefined) continue;
    if (Object.keys(properties).length === CLIENT_LOG_MAX_PROPERTIES) break;
    properties[key] = value;
  }
  const path = typeof page_path === 'string' && PATH.test(page_path) ? page_path : pathname;
  const name =
    typeof page_name === 'string'
      ? page_name.replace(CONTROL, '').slice(0, CLIENT_LOG_MAX_PAGE_NAME)
      : '';
  return {
    event,
    user_type,
    session_id,
    device_id,
    occurred_at: at.toISOString(),
    page_path: path.slice(0, CLIENT_LOG_MAX_PATH),
    ...(name ? { page_name: name } : {}),
    ...(Object.keys(properties).length > 0 ? { properties } : {}),
  };
}

/** Sends what is waiting, in batches the server takes. */
export function flushEvents(): void {
  const send = typeof navigator.sendBeacon === 'function' ? navigator.sendBeacon : null;
  while (pending.length > 0) {
    const events = pending.splice(0, CLIENT_LOG_MAX_EVENTS);
    if (!send) continue;
    try {
      send.call(
        navigator,
        `${getServiceUrl('user')}/internal/logs`,
        new Blob([JSON.stringify({ events })], { type: 'application/json' }),
      );
    } catch {
      // A beacon the browser refuses (too large, or during unload) is lost analytics, never an error.
    }
  }
}

function onHidden(): void {
  if (document.visibilityState === 'hidden') flushEvents();
}

/** Queues an event for the server; sent when the page is hidden or a batch is full. */
export function queueEvent(entry: AnalyticsEvent): void {
  const event = toClientLogEvent(entry, window.location.pathname, new Date());
  if (!event) return;
  if (!listening) {
    listening = true;
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', flushEvents);
  }
  pending.push(event);
  if (pending.length >= CLIENT_LOG_MAX_EVENTS) flushEvents();
}
