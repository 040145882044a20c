import { calendarDateIn } from '@yoga/shared/domain';

/**
 * A test app's clock. It starts at a fixed time of day in India (10:00 unless a test names
 * another), on the date the process clock says it is there, and runs from it; a test may stand it
 * still at an instant and move it by hand. So no test depends on the hour it runs (a batch "in 30
 * minutes" never crosses midnight by chance), while the date stays the one the database stamps
 * rows with (a sign-up's `created_at` is judged against the test's challenge dates).
 */
export interface TestClock {
  /** Now, by this clock: what the app is given. */
  now(): Date;
  /** Stands still at this instant until moved or stood elsewhere; null: runs on again as before. */
  standAt(at: Date | number | null): void;
  /** Moves the clock on (standing or running), as if that much time had passed. */
  advance(ms: number): void;
}

/** The instant it is `time` ("HH:MM") in India on the process clock's date there. */
export function todayInIndiaAt(time: string): number {
  return Date.parse(`${calendarDateIn('Asia/Kolkata', new Date())}T${time}:00+05:30`);
}

export function testClock(time = '10:00'): TestClock {
  let offset = todayInIndiaAt(time) - Date.now();
  let standing: number | null = null;
  return {
    now: () => new Date(standing ?? Date.now() + offset),
    standAt(at) {
      standing = at instanceof Date ? at.getTime() : at;
    },
    advance(ms) {
      if (standing === null) offset += ms;
      else standing += ms;
    },
  };
}
