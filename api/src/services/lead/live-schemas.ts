import type {
  AttendanceCorrection,
  JoinedSession,
  JoinSessionRequest,
  LeadAttendance,
  LivePreferences,
  ResourceOpened,
  ShortLink,
  WorldRecordAttendance,
} from '@yoga/shared/models';
import { ATTENDANCE_SOURCES, SHARE_CHANNELS } from '@yoga/shared/domain';
import { Type, type Static } from 'typebox';
import { AttendanceBody } from '../../attendance/attendance-schemas';
import { PlainText } from '../../http/schemas';
import type { Assert, Equal } from '../../http/type-equality';
import { SlugField } from '../../members/member-schemas';

/** The lead service's live-session wire types; `shared/src/models/live.ts` is their TypeScript. */

const Batch = Type.Integer({ minimum: 1, maximum: 24 });
const Day = Type.Integer({ minimum: 1, maximum: 14 });

export const JoinSessionBody = Type.Object({ batch: Batch }, { additionalProperties: false });

export const JoinedSessionBody = Type.Object(
  {
    ...AttendanceBody.properties,
    day: Day,
    batch: Batch,
    link: Type.Union([Type.Literal('zoom'), Type.Literal('youtube')]),
    url: Type.String({ format: 'uri' }),
  },
  { $id: 'JoinedSession' },
);

/** Ops name the member; a member may leave it out or name themselves. */
export const OptionalSlugQuery = Type.Object(
  { slug: Type.Optional(SlugField) },
  { additionalProperties: false },
);

export const SlugQuery = Type.Object({ slug: SlugField }, { additionalProperties: false });

export const LeadAttendanceBody = Type.Object(
  {
    ...AttendanceBody.properties,
    challenge_id: Type.Union([Type.Integer(), Type.Null()]),
    sessions: Type.Array(
      Type.Object({
        day: Day,
        batch: Batch,
        marked_at: Type.String({ format: 'date-time' }),
        source: Type.Enum(ATTENDANCE_SOURCES),
      }),
    ),
  },
  { $id: 'LeadAttendance' },
);

export const AttendanceCorrectionBody = Type.Object(
  {
    slug: SlugField,
    day: Day,
    batch: Batch,
    attended: Type.Boolean(),
    reason: PlainText({ minLength: 3, maxLength: 500 }),
  },
  { additionalProperties: false },
);

export const WorldRecordAttendanceBody = Type.Object(
  {
    session: Type.Union([
      Type.Object({
        day: Day,
        batch: Batch,
        title: Type.String(),
        starts_at: Type.String({ format: 'date-time' }),
      }),
      Type.Null(),
    ]),
    attended: Type.Boolean(),
    marked_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  },
  { $id: 'WorldRecordAttendance' },
);

export const LivePreferencesBody = Type.Object(
  { preferred_batch: Type.Union([Batch, Type.Null()]), reminder: Type.Boolean() },
  { $id: 'LivePreferences' },
);

/** Either or both; the reminder goes before the preferred batch, so it needs one. */
export const LivePreferencesUpdate = Type.Object(
  {
    preferred_batch: Type.Optional(Type.Union([Batch, Type.Null()])),
    reminder: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
);

export const ResourceOpenedBody = Type.Object(
  { day: Day, kind: Type.Union([Type.Literal('replay'), Type.Literal('guide')]) },
  { additionalProperties: false },
);

const Channel = Type.Enum(SHARE_CHANNELS);

export const ShortLinkQuery = Type.Object({ channel: Channel }, { additionalProperties: false });

export const ShortLinkBody = Type.Object(
  {
    code: Type.String({ pattern: '^[A-Za-z0-9]+$' }),
    path: Type.String({ pattern: '^/s/[A-Za-z0-9]+$' }),
    channel: Channel,
  },
  { $id: 'ShortLink' },
);

type _Join = Assert<Equal<Static<typeof JoinSessionBody>, JoinSessionRequest>>;
type _Joined = Assert<Equal<Static<typeof JoinedSessionBody>, JoinedSession>>;
type _LeadAttendance = Assert<Equal<Static<typeof LeadAttendanceBody>, LeadAttendance>>;
type _Correction = Assert<Equal<Static<typeof AttendanceCorrectionBody>, AttendanceCorrection>>;
type _WorldRecord = Assert<Equal<Static<typeof WorldRecordAttendanceBody>, WorldRecordAttendance>>;
type _Preferences = Assert<Equal<Static<typeof LivePreferencesBody>, LivePreferences>>;
type _Resource = Assert<Equal<Static<typeof ResourceOpenedBody>, ResourceOpened>>;
type _ShortLink = Assert<Equal<Static<typeof ShortLinkBody>, ShortLink>>;
