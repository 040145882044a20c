import { MAX_GARBA_STEPS } from '@yoga/shared/domain';

/** The step a `stepId` of `/navratri/garbaTool/<stepId>` names: 1, 2, 3… as written, or null. */
export function stepNumberOf(stepId: string | undefined): number | null {
  if (stepId === undefined || !/^[1-9][0-9]?$/.test(stepId)) return null;
  const step = Number(stepId);
  return step <= MAX_GARBA_STEPS ? step : null;
}

export interface GarbaProgress {
  /** The furthest step the member has reached (0 before the first). */
  currentStep: number;
  isCompleted: boolean;
}

/** Opening step `step`: the member has reached it (progress never goes back). */
export const reached = (progress: GarbaProgress, step: number): GarbaProgress =>
  step > progress.currentStep ? { ...progress, currentStep: step } : progress;

/**
 * Step `step` of `total` done: the member moves on to the next, and finishing the last completes
 * the tool. Progress never goes back, so doing an early step again changes nothing.
 */
export function stepDone(progress: GarbaProgress, step: number, total: number): GarbaProgress {
  const next = reached(progress, Math.min(step + 1, total));
  return step >= total && !next.isCompleted ? { ...next, isCompleted: true } : next;
}

/** Where the member picks up: the step they reached, at least the first, at most the last. */
export const resumeStep = (progress: GarbaProgress, total: number) =>
  Math.min(Math.max(progress.currentStep, 1), Math.max(total, 1));
