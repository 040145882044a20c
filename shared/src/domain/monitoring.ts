/**
 * Spec section 9's monitoring settings: the share of page loads traced, of sessions recorded as
 * replays, and of sessions with an error whose replay is kept.
 */
export const MONITORING_SAMPLE_RATES = {
  traces: 0.1,
  replaysSession: 0.1,
  replaysOnError: 0.1,
} as const;
