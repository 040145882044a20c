import { Type } from 'typebox';

/** An empty body (or none) marks whichever session of the member's challenge is open now. */
export const MarkAttendanceRequest = Type.Object(
  {
    batch: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 24, description: 'Only this batch of the day' }),
    ),
  },
  { additionalProperties: false },
);
