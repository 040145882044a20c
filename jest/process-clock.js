/**
 * Runs a test file as if it had started at another moment: with TEST_PROCESS_CLOCK set to an
 * instant ("2026-11-25T18:00:00Z", 23:30 in India), `Date` in the file's world starts there and
 * runs on in real time. A test that quietly depends on the hour or date it runs at fails under
 * some such instant (decision 0023). Unset, nothing changes.
 *
 * Only the test's own realm moves: PostgreSQL and Redis keep the real clock, so a shifted run
 * uses the embedded store alone (PGlite reads this realm's Date). An API process a test starts
 * follows the same shift: this file is preloaded there with TEST_PROCESS_CLOCK_OFFSET_MS, which
 * it sets here.
 */
const RealDate = globalThis.Date;

function offsetMs() {
  const instant = process.env.TEST_PROCESS_CLOCK;
  if (instant) {
    const start = RealDate.parse(instant);
    if (Number.isNaN(start)) throw new Error(`TEST_PROCESS_CLOCK is not an instant: ${instant}`);
    return start - RealDate.now();
  }
  const given = process.env.TEST_PROCESS_CLOCK_OFFSET_MS;
  return given ? Number(given) : null;
}

const offset = offsetMs();

if (offset !== null) {
  process.env.TEST_PROCESS_CLOCK_OFFSET_MS = String(offset);
  const now = () => RealDate.now() + offset;

  // A function, not a subclass, so `Date()` without `new` keeps working; instances stay real Dates.
  function ShiftedDate(...args) {
    if (!new.target) return new RealDate(now()).toString();
    return args.length === 0 ? new RealDate(now()) : new RealDate(...args);
  }
  Object.setPrototypeOf(ShiftedDate, RealDate);
  ShiftedDate.prototype = RealDate.prototype;
  ShiftedDate.now = now;
  globalThis.Date = ShiftedDate;
}
