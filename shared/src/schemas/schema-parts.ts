import { Type } from 'typebox';

/**
 * No control characters (C0, DEL, C1) and no unpaired surrogate halves: PostgreSQL refuses NUL and
 * text that is not UTF-8, and neither belongs in a text.
 */
export const PLAIN_TEXT = '^[^\\p{Cc}\\p{Cs}]*$';

/** Free text typed by a member (an address line, a city). */
export const PlainText = (options: { minLength?: number; maxLength: number; default?: string }) =>
  Type.String({ ...options, pattern: PLAIN_TEXT });

/** An answer field that is the schema's value or null. */
export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** A calendar day in an answer ("2026-11-22"). */
export const CalendarDay = () => Type.String({ format: 'date' });

/** A calendar day in a request (years 2000 to 2999); the format check refuses 30 February. */
export const CalendarDayText = (description: string) =>
  Type.String({ format: 'date', pattern: '^2[0-9]{3}-[0-9]{2}-[0-9]{2}$', description });

/** `PLAIN_TEXT`, but for text of several lines: line feeds, and no other control character. */
export const LINES_TEXT = '^(?:[^\\p{Cc}\\p{Cs}]|\\n)*$';

/** Free text of one or more lines that ops write (a garba step's instructions, one a line). */
export const LinesText = (options: { minLength?: number; maxLength: number }) =>
  Type.String({ ...options, pattern: LINES_TEXT });

/** An instant in an answer (RFC 3339, UTC). */
export const Instant = () => Type.String({ format: 'date-time' });

/**
 * On a route a member uses for their own data and ops may call too: why ops change it. Required
 * from ops (kept with the change, and shown to the member); a member's own change needs none.
 */
export const OpsChangeReason = () =>
  Type.Optional(
    Type.String({
      minLength: 3,
      maxLength: 500,
      pattern: PLAIN_TEXT,
      description:
        "Ops only, and required from ops: why they change the member's data (the member sees it)",
    }),
  );
