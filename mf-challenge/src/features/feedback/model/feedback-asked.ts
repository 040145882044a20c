import type { MyFeedback } from '@yoga/shared/models';

/**
 * Whether home and `/live` ask for feedback: while it is open and not given yet. The last day
 * it is open, or null when the challenge sets no payment start (it stays open).
 */
export function feedbackAsked(mine: MyFeedback | undefined): { until: string | null } | null {
  if (!mine || mine.feedback !== null || mine.window.state !== 'open') return null;
  return { until: mine.window.closes_on };
}
