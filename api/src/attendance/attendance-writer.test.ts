import type { Queryable } from '../db/database';
import { DatabaseUnavailable } from '../db/database-unavailable';
import { STORE_KINDS, openTestDatabase, type TestDatabase } from '../testing/test-database';
import type { AttendanceMark } from './attendance-repository';
import { AttendanceNotWritten, createAttendanceWriter } from './attendance-writer';

const CHALLENGE = 9300;

/** Counts the statements that reach the database; `hold()` keeps the next ones waiting. */
function counting(db: Queryable) {
  let gate: Promise<void> = Promise.resolve();
  const counted = {
    statements: 0,
    query: async <Row>(sql: string, params?: unknown[]) => {
      counted.statements++;
      await gate;
      return db.query<Row>(sql, params);
    },
    exec: (sql: string) => db.exec(sql),
    /** Statements wait until the returned function is called. */
    hold() {
      let release = () => undefined as void;
      gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      return release;
    },
  };
  return counted;
}

describe.each(STORE_KINDS)('the attendance writer on %s', (kind) => {
  let database: TestDatabase;
  let sessions: { day1: number; day1b: number; day2: number };
  let leads: number[];

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const { db } = database;
    await db.query(
      `INSERT INTO challenges (id, title, countrycode, timezone, start_date, end_date)
       VALUES ($1, 'Writer test', 'IN', 'Asia/Kolkata', current_date, current_date + 13)`,
      [CHALLENGE],
    );
    const ids = await db.query<{ id: number }>(
      `INSERT INTO live_sessions (challenge_id, day, batch, title, starts_at, duration_minutes)
       VALUES ($1, 1, 1, 'a', now(), 45), ($1, 1, 2, 'b', now(), 45), ($1, 2, 1, 'c', now(), 45)
       RETURNING id`,
      [CHALLENGE],
    );
    sessions = { day1: ids[0]!.id, day1b: ids[1]!.id, day2: ids[2]!.id };
    const rows = await db.query<{ id: number }>(
      `INSERT INTO leads (phone_number, name, slug, active_challenge_id)
       SELECT '+9193000' || lpad(n::text, 5, '0'), 'Writer ' || n, 'writer-' || n, $1
       FROM generate_series(1, 200) AS n RETURNING id`,
      [CHALLENGE],
    );
    leads = rows.map((row) => row.id);
  });

  afterAll(() => database.close());

  const mark = (leadId: number, sessionId: number): AttendanceMark => ({
    leadId,
    sessionId,
    challengeId: CHALLENGE,
    source: 'member',
  });
  const rowsOf = async (leadId: number) =>
    (
      await database.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM attendance WHERE lead_id = $1',
        [leadId],
      )
    )[0]?.n;

  it('writes the marks that arrive together in one statement, each answered its own totals', async () => {
    const db = counting(database.db);
    const writer = createAttendanceWriter(db);
    const members = leads.slice(0, 50);
    const answers = await Promise.all(members.map((id) => writer.record(mark(id, sessions.day1))));
    expect(answers).toEqual(members.map(() => ({ total_attendance: 1, total_attended_days: 1 })));
    expect(db.statements).toBe(1);
    for (const id of members) expect(await rowsOf(id)).toBe(1);
    await writer.close();
  });

  it('records 20 concurrent marks of one member once and answers them all alike', async () => {
    const db = counting(database.db);
    const writer = createAttendanceWriter(db);
    const id = leads[60]!;
    const release = db.hold();
    const first = writer.record(mark(id, sessions.day1));
    await new Promise((resolve) => setImmediate(resolve));
    expect(db.statements).toBe(1);
    // Marks that arrive while the first is being written wait for that same statement.
    const rest = Array.from({ length: 19 }, () => writer.record(mark(id, sessions.day1)));
    release();
    const answers = await Promise.all([first, ...rest]);
    expect(new Set(answers.map((answer) => JSON.stringify(answer)))).toEqual(
      new Set([JSON.stringify({ total_attendance: 1, total_attended_days: 1 })]),
    );
    expect(db.statements).toBe(1);
    expect(await rowsOf(id)).toBe(1);
    await writer.close();
  });

  it('counts a member marking two batches of one day in one statement as two sessions, one day', async () => {
    const writer = createAttendanceWriter(database.db);
    const id = leads[70]!;
    await writer.record(mark(id, sessions.day2));
    const answers = await Promise.all([
      writer.record(mark(id, sessions.day1)),
      writer.record(mark(id, sessions.day1b)),
    ]);
    expect(answers).toEqual([
      { total_attendance: 3, total_attended_days: 2 },
      { total_attendance: 3, total_attended_days: 2 },
    ]);
    expect(await writer.record(mark(id, sessions.day1))).toEqual({
      total_attendance: 3,
      total_attended_days: 2,
    });
    await writer.close();
  });

  it('writes batches of at most maxBatch marks', async () => {
    const db = counting(database.db);
    const writer = createAttendanceWriter(db, { maxBatch: 40 });
    const members = leads.slice(100, 200);
    await Promise.all(members.map((id) => writer.record(mark(id, sessions.day2))));
    expect(db.statements).toBe(3);
    await writer.close();
  });

  it('writes what is pending when closed, then refuses new marks as the database being away', async () => {
    const writer = createAttendanceWriter(database.db, { gatherMs: 50 });
    const id = leads[80]!;
    const pending = writer.record(mark(id, sessions.day1));
    await writer.close();
    await expect(pending).resolves.toEqual({ total_attendance: 1, total_attended_days: 1 });
    expect(await rowsOf(id)).toBe(1);
    await expect(writer.record(mark(id, sessions.day2))).rejects.toBeInstanceOf(
      DatabaseUnavailable,
    );
  });

  it('retries a failed batch mark by mark, so only the bad mark fails, answered 503', async () => {
    const writer = createAttendanceWriter(database.db);
    const good = leads[90]!;
    const answers = await Promise.allSettled([
      writer.record(mark(good, sessions.day1)),
      // No such session: its row breaks the statement.
      writer.record(mark(leads[91]!, 999_999)),
    ]);
    expect(answers[0]).toEqual({
      status: 'fulfilled',
      value: { total_attendance: 1, total_attended_days: 1 },
    });
    expect(answers[1]?.status).toBe('rejected');
    const reason = (answers[1] as PromiseRejectedResult).reason;
    expect(reason).toBeInstanceOf(AttendanceNotWritten);
    expect(reason.statusCode).toBe(503);
    expect(await rowsOf(leads[91]!)).toBe(0);
    await writer.close();
  });
});

describe('the attendance writer when the database is lost', () => {
  it('rejects every mark of the batch with DatabaseUnavailable (503 with Retry-After)', async () => {
    let statements = 0;
    const lost: Queryable = {
      query: async () => {
        statements++;
        throw new DatabaseUnavailable('ECONNREFUSED');
      },
      exec: async () => undefined,
    };
    const writer = createAttendanceWriter(lost);
    const answers = await Promise.allSettled(
      [1, 2, 3].map((leadId) =>
        writer.record({ leadId, sessionId: 1, challengeId: 1, source: 'member' }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(['rejected', 'rejected', 'rejected']);
    for (const answer of answers) {
      expect((answer as PromiseRejectedResult).reason).toBeInstanceOf(DatabaseUnavailable);
    }
    // One statement, not retried mark by mark: the database is away for all of them.
    expect(statements).toBe(1);
    await writer.close();
  });
});
