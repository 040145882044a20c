import { Type } from 'typebox';
import { API_ERROR_CODES } from '../models/api-error-codes';

/** The JSON body of every error the API returns (see README "Errors"). */
export const ErrorBody = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String(),
    message: Type.String(),
    /** The input at fault, when one is. */
    field: Type.Optional(Type.String()),
    /** A stable reason to translate or act on; `message` is its English fallback. */
    code: Type.Optional(Type.Enum(API_ERROR_CODES, { description: 'See docs/api-error-codes.md' })),
    /** With `otp_wrong`: how many tries the code has left. */
    triesLeft: Type.Optional(Type.Integer()),
    /** With `session_not_open`: when the next session can be marked (RFC 3339). */
    opensAt: Type.Optional(
      Type.String({
        format: 'date-time',
        description: 'With session_not_open: when marking opens',
      }),
    ),
    /** With `challenge_running`: the member's challenge's last day. */
    endsOn: Type.Optional(
      Type.String({ format: 'date', description: "With challenge_running: the member's last day" }),
    ),
    retryAfterSeconds: Type.Optional(Type.Integer()),
  },
  { $id: 'ErrorBody' },
);
