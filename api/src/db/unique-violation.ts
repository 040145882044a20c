/** PostgreSQL's (and PGlite's) error code for a row that breaks a unique constraint. */
const UNIQUE_VIOLATION = '23505';

/** Whether `error` is a write refused because a unique value was already taken. */
export const isUniqueViolation = (error: unknown): boolean =>
  (error as { code?: string } | null)?.code === UNIQUE_VIOLATION;
