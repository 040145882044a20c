import { Type, type Static } from 'typebox';
import { Instant, Nullable } from './schema-parts';

/** A calendar day as the database writes it: 2026-11-22. */
export const CALENDAR_DATE = '^\\d{4}-\\d{2}-\\d{2}$';

/**
 * The Hindi of a content text beside its English field (`title_hi` next to `title`); null until
 * ops write it, when pages show the English (docs/decisions/0025).
 */
export const HindiText = () => Nullable(Type.String({ minLength: 1 }));

/** What every answer that names a challenge carries; its dates are calendar days there. */
export const CHALLENGE_FIELDS = {
  id: Type.Integer(),
  title: Type.String(),
  title_hi: HindiText(),
  countrycode: Type.String(),
  timezone: Type.String(),
  start_date: Type.String({ pattern: CALENDAR_DATE }),
  end_date: Type.String({ pattern: CALENDAR_DATE }),
};

export const ChallengeBody = Type.Object(CHALLENGE_FIELDS);

/** `GET lead/ops/challenges`: every challenge, the latest first, with how many sessions it has. */
export const OpsChallengeListBody = Type.Object({
  result: Type.Array(Type.Object({ ...CHALLENGE_FIELDS, sessions: Type.Integer() })),
});
export type OpsChallenges = Static<typeof OpsChallengeListBody>['result'];

/** `GET subscription/free-member/active-challenge`: the challenge members of a country join now. */
export const ActiveChallengeBody = Type.Object(
  {
    ...CHALLENGE_FIELDS,
    /** Spelling as the spec fixes it. */
    totalregisteration: Type.Integer({ minimum: 0 }),
  },
  { $id: 'ActiveChallenge' },
);

const PhaseDate = Type.Union([Type.String({ pattern: CALENDAR_DATE }), Type.Null()]);

/**
 * `GET subscription/free-member/challenge/{id}`: spec section 3's user challenge, with the dates
 * its phases turn on (decision 0010). Every date is a calendar day of the challenge's time zone;
 * a phase date the challenge does not use is null.
 */
export const UserChallengeBody = Type.Object(
  {
    ...CHALLENGE_FIELDS,
    referral_start_date: PhaseDate,
    referral_end_date: PhaseDate,
    feedback_start_date: PhaseDate,
    payment_start_date: PhaseDate,
    voucher_generation_date: PhaseDate,
    voucher_expiry_date: PhaseDate,
  },
  { $id: 'UserChallenge' },
);

const nullableUrl = Type.Union([Type.String({ format: 'uri' }), Type.Null()]);

/**
 * One day's one batch. Its Zoom and YouTube links are not here: `lead/joinsession` hands them to a
 * signed-in member of the challenge.
 */
export const LiveSessionBody = Type.Object({
  day: Type.Integer({ minimum: 1, maximum: 14 }),
  /** 1 is the day's earliest batch; the same number is the same time slot on every day. */
  batch: Type.Integer({ minimum: 1, maximum: 24 }),
  title: Type.String(),
  title_hi: HindiText(),
  starts_at: Instant(),
  duration_minutes: Type.Integer(),
  /** This session is the challenge's world-record attempt. */
  world_record: Type.Boolean(),
  /** The recording, once there is one. */
  replay_url: nullableUrl,
  /** The day's PDF guide. */
  guide_url: nullableUrl,
});

/** `GET lead/program/get/{id}`: a challenge and its daily live sessions. */
export const ProgramBody = Type.Object(
  { ...CHALLENGE_FIELDS, sessions: Type.Array(LiveSessionBody) },
  { $id: 'ChallengeProgram' },
);

const ATTENDANCE_FIELDS = {
  /** Sessions attended (two batches on one day count two). */
  total_attendance: Type.Integer({ minimum: 0 }),
  /** Days with at least one session attended. */
  total_attended_days: Type.Integer({ minimum: 0 }),
};

/** `subscription/free-member/attendance/{slug}`: spec section 3's attendance of a member's challenge. */
export const AttendanceBody = Type.Object(ATTENDANCE_FIELDS, { $id: 'Attendance' });

/** What marking answers: the totals after it, and the session it counted (the same on a retry). */
export const MarkedAttendanceBody = Type.Object(
  {
    ...ATTENDANCE_FIELDS,
    day: Type.Integer({ minimum: 1 }),
    batch: Type.Integer({ minimum: 1 }),
  },
  { $id: 'MarkedAttendance' },
);
