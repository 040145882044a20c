const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whole days from now until a deadline: 0 on its last day, negative once it has passed. A
 * deadline still ahead never shows fewer days than remain (it rounds down, never to overdue).
 */
export function daysLeft(deadline: string, now: Date): number {
  const left = Date.parse(deadline) - now.getTime();
  return left < 0 ? -1 : Math.floor(left / DAY_MS);
}
