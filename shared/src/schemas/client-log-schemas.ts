import { Type } from 'typebox';
import {
  CLIENT_LOG_ID_PATTERN,
  CLIENT_LOG_MAX_EVENTS,
  CLIENT_LOG_MAX_NUMBER,
  CLIENT_LOG_MAX_PAGE_NAME,
  CLIENT_LOG_MAX_PATH,
  CLIENT_LOG_MAX_PROPERTIES,
  CLIENT_LOG_MAX_TEXT,
  CLIENT_LOG_NAME_PATTERN,
  CLIENT_LOG_PATH_PATTERN,
} from '../domain/client-events';
import { Instant, PlainText } from './schema-parts';

/**
 * Spec section 7's `internal/logs` (user service, issue 28, decision 0046): the analytics events a
 * browser recorded, sent in one batch with `navigator.sendBeacon` when the page is hidden.
 */

const Id = Type.String({ pattern: CLIENT_LOG_ID_PATTERN });

export const ClientEvent = Type.Object(
  {
    event: Type.String({
      pattern: CLIENT_LOG_NAME_PATTERN,
      description: 'page_view, video_play…',
    }),
    user_type: Type.Union([Type.Literal('paid user'), Type.Literal('free user')]),
    session_id: Id,
    device_id: Id,
    occurred_at: Instant(),
    page_path: Type.String({ pattern: CLIENT_LOG_PATH_PATTERN, maxLength: CLIENT_LOG_MAX_PATH }),
    page_name: Type.Optional(PlainText({ minLength: 1, maxLength: CLIENT_LOG_MAX_PAGE_NAME })),
    properties: Type.Optional(
      Type.Record(
        Type.String({ pattern: CLIENT_LOG_NAME_PATTERN }),
        Type.Union([
          PlainText({ maxLength: CLIENT_LOG_MAX_TEXT }),
          Type.Number({ minimum: -CLIENT_LOG_MAX_NUMBER, maximum: CLIENT_LOG_MAX_NUMBER }),
          Type.Boolean(),
        ]),
        { maxProperties: CLIENT_LOG_MAX_PROPERTIES },
      ),
    ),
  },
  { additionalProperties: false },
);

export const ClientLogInput = Type.Object(
  { events: Type.Array(ClientEvent, { minItems: 1, maxItems: CLIENT_LOG_MAX_EVENTS }) },
  { additionalProperties: false },
);

export const ClientLogAccepted = Type.Object({
  /** Events kept. */
  accepted: Type.Integer({ minimum: 0 }),
  /** Events left out on purpose: those of pages that are never recorded (the kids camp). */
  dropped: Type.Integer({ minimum: 0 }),
});
