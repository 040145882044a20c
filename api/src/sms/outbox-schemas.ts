import { Type, type Static } from 'typebox';

/** One text the dev sender kept, as the dev-only outbox route serves it. */
export const OutboxMessageBody = Type.Object({
  phone: Type.String(),
  code: Type.String(),
  text: Type.String(),
  sentAt: Type.String(),
});

export type OutboxMessage = Static<typeof OutboxMessageBody>;
