/** A step's timer: when it ends, so it keeps counting while the page sleeps or re-renders. */
export interface RunningTimer {
  step: number;
  endsAt: number;
}

/** Whole seconds left, never below 0 (a timer that ended long ago just says it is done). */
export const secondsLeft = (timer: RunningTimer, now: number) =>
  Math.max(0, Math.ceil((timer.endsAt - now) / 1000));

/** `mm:ss`, or `h:mm:ss` for an hour or more: how a kitchen timer reads. */
export function clockText(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${two(minutes)}:${two(rest)}`;
}
