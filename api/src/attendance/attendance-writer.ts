import type { AttendanceSource } from '@yoga/shared/models';
import type { Attendance } from '@yoga/shared/models';
import type { Queryable } from '../db/database';
import { recordAttendance } from './attendance-repository';

export interface AttendanceMark {
  leadId: number;
  sessionId: number;
  challengeId: number;
  source: AttendanceSource;
}

/**
 * Every path that marks attendance writes through this one writer per process, so they share one
 * rule for idempotency and one place to tune the write path under a batch-start spike.
 */
export interface AttendanceWriter {
  /** Resolves once the mark is durable, with the member's totals after it. */
  record(mark: AttendanceMark): Promise<Attendance>;
  /** Finishes marks in flight; new ones are refused. */
  close(): Promise<void>;
}

export function createAttendanceWriter(db: Queryable): AttendanceWriter {
  return {
    record: (mark) => recordAttendance(db, mark),
    close: async () => undefined,
  };
}
