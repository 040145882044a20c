import type { Attendance, MarkedAttendance } from '@yoga/shared/models';
import { Type, type Static } from 'typebox';
import type { Assert, Equal } from '../http/type-equality';

export const AttendanceBody = Type.Object(
  {
    total_attendance: Type.Integer({ minimum: 0 }),
    total_attended_days: Type.Integer({ minimum: 0 }),
  },
  { $id: 'Attendance' },
);

export const MarkedAttendanceBody = Type.Object(
  {
    total_attendance: Type.Integer({ minimum: 0 }),
    total_attended_days: Type.Integer({ minimum: 0 }),
    day: Type.Integer({ minimum: 1 }),
    batch: Type.Integer({ minimum: 1 }),
  },
  { $id: 'MarkedAttendance' },
);

/** An empty body (or none) marks whichever session of the member's challenge is open now. */
export const MarkAttendanceRequest = Type.Object(
  {
    batch: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 24, description: 'Only this batch of the day' }),
    ),
  },
  { additionalProperties: false },
);

type _AttendanceIsShared = Assert<Equal<Static<typeof AttendanceBody>, Attendance>>;
type _MarkedIsShared = Assert<Equal<Static<typeof MarkedAttendanceBody>, MarkedAttendance>>;
