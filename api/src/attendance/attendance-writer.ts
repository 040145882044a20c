import type { Attendance } from '@yoga/shared/models';
import type { Queryable } from '../db/database';
import { DatabaseUnavailable } from '../db/database-unavailable';
import type { NotifyFactChange } from '../db/fact-changes';
import {
  correctAttendance,
  recordAttendanceBatch,
  type AttendanceCorrection,
  type AttendanceMark,
  type RecordedAttendance,
  type TimedMark,
} from './attendance-repository';

/**
 * Every path that writes attendance (members' marks and ops' corrections) goes through this one
 * writer per process, so they share one rule for idempotency, one place to tune the write path
 * under a batch-start spike, and one place that tells the fact-change stream.
 */
export interface AttendanceWriter {
  /** Resolves once the mark is durable, with the member's totals after it. */
  record(mark: AttendanceMark): Promise<Attendance>;
  /** Resolves once an ops correction and its audit row are durable. */
  correct(correction: AttendanceCorrection): Promise<void>;
  /** Finishes marks in flight; new ones are refused. */
  close(): Promise<void>;
}

export interface AttendanceWriterOptions {
  /**
   * The most marks one statement writes (100). With 84 sessions a challenge, a statement of about
   * 170 marks is estimated costly enough for PostgreSQL's JIT (default jit_above_cost), ~20 ms of
   * compiling for nothing; 100 keeps clear of it (the API's own PostgreSQL connections now run with
   * jit = off, but not every server the statement may meet does).
   */
  maxBatch?: number;
  /**
   * Statements writing at once (1). Marks that arrive while all are busy wait for the first to end
   * and go together in the next: the busier the database, the larger the batches (group commit).
   * More in flight measured no faster on PostgreSQL (smaller batches, each planned and committed,
   * and concurrent batches share-locking the same session row through its foreign key); PGlite
   * runs one statement at a time anyway.
   */
  maxInFlight?: number;
  /** How long the first mark of a batch waits for others; 0: until this turn of the event loop ends. */
  gatherMs?: number;
  /** Told the members of every batch and correction written, once committed (their points move). */
  notify?: NotifyFactChange;
  /** Stamps each mark: the clock that decided its session was open. */
  clock?: () => Date;
}

/**
 * A mark not written for a reason other than a lost database (a statement that failed for it
 * alone): answered 503 and logged, like any failure that is not the request's fault.
 */
export class AttendanceNotWritten extends Error {
  readonly statusCode = 503;
  constructor(cause: unknown) {
    super(`attendance not written: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
  }
}

interface Waiter {
  resolve(totals: Attendance): void;
  reject(error: unknown): void;
}

interface Pending {
  mark: TimedMark;
  waiters: Waiter[];
}

const keyOf = (mark: AttendanceMark) => `${mark.leadId}:${mark.sessionId}`;

/**
 * Group commit: marks that arrive together are written by one multi-row INSERT … ON CONFLICT DO
 * NOTHING, which also answers each member's totals, and each request is answered only after that
 * statement has committed, so an acknowledged mark is in the database. Marks of one member for one
 * session, whether waiting or being written, share one row and one answer. A batch that fails
 * rejects its waiters: a lost database with DatabaseUnavailable (503 with Retry-After); any other
 * failure is retried mark by mark, so one bad mark (a session ops just deleted) fails alone.
 */
export function createAttendanceWriter(
  db: Queryable,
  {
    maxBatch = 100,
    maxInFlight = 1,
    gatherMs = 0,
    notify,
    clock = () => new Date(),
  }: AttendanceWriterOptions = {},
): AttendanceWriter {
  const pending = new Map<string, Pending>();
  /** Marks being written, by key, so one arriving meanwhile waits for the same statement. */
  const writing = new Map<string, Pending>();
  const batches = new Set<Promise<void>>();
  let scheduled = false;
  let closed = false;

  const settle = (batch: Pending[], rows: RecordedAttendance[]) => {
    const byKey = new Map(rows.map((row) => [`${row.lead_id}:${row.session_id}`, row]));
    for (const { mark, waiters } of batch) {
      const key = keyOf(mark);
      // Out of `writing` before answering: a mark arriving from now on needs a statement of its own.
      writing.delete(key);
      const row = byKey.get(key);
      const totals: Attendance = {
        total_attendance: row?.total_attendance ?? 0,
        total_attended_days: row?.total_attended_days ?? 0,
      };
      for (const waiter of waiters) waiter.resolve(totals);
    }
    const byChallenge = new Map<number, number[]>();
    for (const { mark } of batch) {
      const members = byChallenge.get(mark.challengeId) ?? [];
      members.push(mark.leadId);
      byChallenge.set(mark.challengeId, members);
    }
    for (const [challengeId, members] of byChallenge) notify?.({ challengeId, members });
  };

  const fail = (entries: Pending[], error: unknown) => {
    const reason = error instanceof DatabaseUnavailable ? error : new AttendanceNotWritten(error);
    for (const { mark, waiters } of entries) {
      writing.delete(keyOf(mark));
      for (const waiter of waiters) waiter.reject(reason);
    }
  };

  const write = async (batch: Pending[]): Promise<void> => {
    const marks = batch.map((entry) => entry.mark);
    try {
      settle(batch, await recordAttendanceBatch(db, marks));
    } catch (error) {
      if (error instanceof DatabaseUnavailable || batch.length === 1) {
        fail(batch, error);
        return;
      }
      await Promise.all(
        batch.map(async (entry) => {
          try {
            settle([entry], await recordAttendanceBatch(db, [entry.mark]));
          } catch (alone) {
            fail([entry], alone);
          }
        }),
      );
    }
  };

  const flush = () => {
    scheduled = false;
    while (pending.size > 0 && batches.size < maxInFlight) {
      const batch: Pending[] = [];
      for (const [key, entry] of pending) {
        if (batch.length === maxBatch) break;
        batch.push(entry);
        pending.delete(key);
      }
      for (const entry of batch) writing.set(keyOf(entry.mark), entry);
      const running = write(batch).finally(() => {
        batches.delete(running);
        // The marks that gathered meanwhile go at once: they have waited a statement already.
        flush();
      });
      batches.add(running);
    }
  };

  const schedule = () => {
    if (pending.size >= maxBatch) {
      flush();
      return;
    }
    if (scheduled) return;
    scheduled = true;
    if (gatherMs > 0) setTimeout(flush, gatherMs);
    else setImmediate(flush);
  };

  return {
    record(mark) {
      if (closed) {
        return Promise.reject(new DatabaseUnavailable('the attendance writer is closed'));
      }
      const key = keyOf(mark);
      return new Promise<Attendance>((resolve, reject) => {
        const entry = writing.get(key) ?? pending.get(key);
        if (entry) {
          entry.waiters.push({ resolve, reject });
          return;
        }
        pending.set(key, { mark: { ...mark, markedAt: clock() }, waiters: [{ resolve, reject }] });
        schedule();
      });
    },
    async correct(correction) {
      if (closed) throw new DatabaseUnavailable('the attendance writer is closed');
      await correctAttendance(db, correction, clock());
      notify?.({ challengeId: correction.challengeId, members: [correction.leadId] });
    },
    async close() {
      closed = true;
      while (pending.size > 0 || batches.size > 0) {
        flush();
        await Promise.all(batches);
      }
    },
  };
}
