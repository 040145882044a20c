import { Type, type Static } from 'typebox';
import { ATTENDANCE_SOURCES, SHARE_CHANNELS } from '../domain/live-constants';
import { AttendanceBody, HindiText } from './challenge-schemas';
import { SlugField } from './member-schemas';
import { Instant, Nullable, PlainText } from './schema-parts';

/** The live sessions and attendance routes of the lead service (issue 11). */

export const Batch = Type.Integer({ minimum: 1, maximum: 24 });
export const Day = Type.Integer({ minimum: 1, maximum: 14 });

/** The share channels a short link may carry (spec section 1: WhatsApp status, chat, LinkedIn). */
export const ShareChannelField = Type.Enum(SHARE_CHANNELS);

/** Which path marked an attendance (docs/decisions/0012). */
export const AttendanceSourceField = Type.Enum(ATTENDANCE_SOURCES);

/** Where Join sends a member: the batch's Zoom meeting while it has room, then its YouTube stream. */
export const JoinLinkKindField = Type.Union([Type.Literal('zoom'), Type.Literal('youtube')]);

/** `POST lead/joinsession`, body: which batch of today's session the member joins. */
export const JoinSessionBody = Type.Object({ batch: Batch }, { additionalProperties: false });

/** What Join answers: the link to open, and the attendance it counted (the same on a retry). */
export const JoinedSessionBody = Type.Object(
  {
    ...AttendanceBody.properties,
    day: Day,
    batch: Batch,
    link: JoinLinkKindField,
    url: Type.String({ format: 'uri' }),
  },
  { $id: 'JoinedSession' },
);

/** One attended session in `GET lead/getleadattendance`. */
export const AttendedSessionBody = Type.Object({
  day: Day,
  batch: Batch,
  marked_at: Instant(),
  source: AttendanceSourceField,
});

/** `GET lead/getleadattendance`: the member's sessions attended in their challenge, by day. */
export const LeadAttendanceBody = Type.Object(
  {
    ...AttendanceBody.properties,
    challenge_id: Type.Union([Type.Integer(), Type.Null()]),
    /**
     * The challenge day the member joined on (1 when they joined before it began), so the days
     * before it read "before you joined", not missed; null without a challenge.
     */
    joined_day: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
    sessions: Type.Array(AttendedSessionBody),
  },
  { $id: 'LeadAttendance' },
);

/** `POST lead/updateleadattendance` (ops): add or remove one session's attendance, with a reason. */
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

/** The most members one bulk correction names (a batch's Zoom meeting gone wrong). */
export const BULK_CORRECTION_MAX = 500;

/**
 * `POST lead/ops/attendance-corrections`: one session's attendance of many members changed at
 * once, each named by their link name or their number (E.164), with one reason for all.
 */
export const BulkAttendanceCorrectionBody = Type.Object(
  {
    members: Type.Array(
      Type.String({
        pattern: '^(?:[a-z0-9-]{1,80}|\\+[1-9][0-9]{6,15})$',
        description: "A member's link name (asha-verma) or number (+919876543210)",
      }),
      { minItems: 1, maxItems: BULK_CORRECTION_MAX, uniqueItems: true },
    ),
    day: Day,
    batch: Batch,
    attended: Type.Boolean(),
    reason: PlainText({ minLength: 3, maxLength: 500 }),
  },
  { additionalProperties: false },
);
export type BulkAttendanceCorrection = Static<typeof BulkAttendanceCorrectionBody>;

/** What became of each member named, in the order they were named. */
export const BulkAttendanceCorrectionAnswer = Type.Object({
  results: Type.Array(
    Type.Object({
      member: Type.String(),
      outcome: Type.Union([Type.Literal('corrected'), Type.Literal('refused')]),
      /** Why one was refused (`not_found`, `not_enrolled`), null when corrected. */
      code: Nullable(Type.String()),
      message: Nullable(Type.String()),
    }),
  ),
});
export type BulkAttendanceCorrectionResults = Static<typeof BulkAttendanceCorrectionAnswer>;

/** `GET lead/worldrecordattendance`: the member's challenge's world-record session, if any. */
export const WorldRecordAttendanceBody = Type.Object(
  {
    session: Type.Union([
      Type.Object({
        day: Day,
        batch: Batch,
        title: Type.String(),
        title_hi: HindiText(),
        starts_at: Instant(),
      }),
      Type.Null(),
    ]),
    attended: Type.Boolean(),
    marked_at: Type.Union([Instant(), Type.Null()]),
  },
  { $id: 'WorldRecordAttendance' },
);

/** `GET|POST lead/remind/{id}`: the member's preferred batch and their reminder before it. */
export const LivePreferencesBody = Type.Object(
  { preferred_batch: Type.Union([Batch, Type.Null()]), reminder: Type.Boolean() },
  { $id: 'LivePreferences' },
);

/** `POST lead/resourcetrack`: the member opened a resource of one day. */
export const ResourceOpenedBody = Type.Object(
  { day: Day, kind: Type.Union([Type.Literal('replay'), Type.Literal('guide')]) },
  { additionalProperties: false },
);

/** `GET lead/getshortlink?channel=`: the member's referral page as a short link for one channel. */
export const ShortLinkBody = Type.Object(
  {
    code: Type.String({ pattern: '^[A-Za-z0-9]+$' }),
    /** Site-relative (`/s/<code>`); the page adds its own origin. */
    path: Type.String({ pattern: '^/s/[A-Za-z0-9]+$' }),
    channel: ShareChannelField,
  },
  { $id: 'ShortLink' },
);

const NullableLink = Type.Union([Type.String(), Type.Null()]);

/** Ops' view of a session: the public fields, its links and how full its Zoom meeting is. */
export const AdminSessionBody = Type.Object(
  {
    id: Type.Integer(),
    day: Type.Integer(),
    batch: Type.Integer(),
    title: Type.String(),
    title_hi: Type.Union([Type.String(), Type.Null()]),
    starts_at: Type.String({ format: 'date-time' }),
    duration_minutes: Type.Integer(),
    zoom_url: NullableLink,
    zoom_capacity: Type.Integer(),
    zoom_joins: Type.Integer(),
    youtube_url: NullableLink,
    replay_url: NullableLink,
    guide_url: NullableLink,
    world_record: Type.Boolean(),
  },
  { $id: 'AdminSession' },
);

export type AdminSessionRow = Static<typeof AdminSessionBody>;

export const AdminSessionListBody = Type.Array(AdminSessionBody);
