import { browserTracingIntegration, init, replayIntegration } from '@sentry/browser';
import { MONITORING_SAMPLE_RATES } from '@yoga/shared/domain';

/**
 * The Sentry-compatible client with spec section 9's rates. Replays mask every text and input and
 * block media (the SDK's defaults, kept): a member's name, phone or photo never leaves the phone.
 */
export function startErrorMonitoring(dsn: string): void {
  init({
    dsn,
    tracesSampleRate: MONITORING_SAMPLE_RATES.traces,
    replaysSessionSampleRate: MONITORING_SAMPLE_RATES.replaysSession,
    replaysOnErrorSampleRate: MONITORING_SAMPLE_RATES.replaysOnError,
    integrations: [
      browserTracingIntegration(),
      replayIntegration({ maskAllText: true, maskAllInputs: true, blockAllMedia: true }),
    ],
  });
}
