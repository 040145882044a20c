const FORMATS = {
  seconds: 'YYYY-MM-DD"T"HH24:MI:SS"Z"',
  millis: 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"',
  micros: 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"',
} as const;

/** SQL that reads a calendar-day column as the wire carries it ("2026-11-22"), named as itself. */
export const calendarDayColumn = (column: string) =>
  `to_char(${column}, 'YYYY-MM-DD') AS ${column}`;

/**
 * SQL that reads a timestamptz column as the RFC 3339 UTC text the API answers ("...Z"), the same
 * on PostgreSQL and PGlite whatever the session's time zone. `column` is trusted SQL, never input.
 */
export const utcInstant = (column: string, precision: keyof typeof FORMATS = 'seconds') =>
  `to_char(${column} AT TIME ZONE 'UTC', '${FORMATS[precision]}')`;
