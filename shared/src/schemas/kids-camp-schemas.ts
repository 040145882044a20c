import { Type, type Static } from 'typebox';
import { KIDS_CAMP_AGES } from '../domain/kids-camp';
import { NAME_MAX_LENGTH } from '../domain/member-name';
import { CalendarDay, CalendarDayText, Instant, Nullable, PlainText } from './schema-parts';

/**
 * The kids camp (issue 27, decision 0045): the camp ops edit, and a parent's enrolled children.
 * Everything here is read by the browser too.
 */

/** A batch's id: what a child's enrolment names. */
export const KIDS_CAMP_BATCH_PATTERN = '^[a-z0-9](?:[a-z0-9-]{0,22}[a-z0-9])?$';

/** A wall-clock time in India, "07:30". */
export const CLOCK_TIME_PATTERN = '^(?:[01][0-9]|2[0-3]):[0-5][0-9]$';

export const KidsCampBatchBody = Type.Object({
  id: Type.String({ pattern: KIDS_CAMP_BATCH_PATTERN }),
  starts_at: Type.String({ pattern: CLOCK_TIME_PATTERN, description: 'India time, "07:30"' }),
  ends_at: Type.String({ pattern: CLOCK_TIME_PATTERN, description: 'India time, "08:15"' }),
  label: Type.String(),
  label_hi: Type.String(),
});

export const KidsCampPoseBody = Type.Object({
  name: Type.String(),
  name_hi: Type.String(),
  line: Type.String(),
  line_hi: Type.String(),
});

export const KidsCampBody = Type.Object(
  {
    slug: Type.String(),
    title: Type.String(),
    title_hi: Type.String(),
    summary: Type.String(),
    summary_hi: Type.String(),
    starts_on: CalendarDay(),
    ends_on: CalendarDay(),
    phase: Type.Union([Type.Literal('upcoming'), Type.Literal('running'), Type.Literal('ended')]),
    batches: Type.Array(KidsCampBatchBody),
    poses: Type.Array(KidsCampPoseBody),
    /** What a parent consents to when enrolling (its version is recorded with the consent). */
    consent: Type.Object({ version: Type.String(), text: Type.String(), text_hi: Type.String() }),
    ages: Type.Object({ min: Type.Integer(), max: Type.Integer() }),
  },
  { $id: 'KidsCamp' },
);

const CampText = (maxLength: number) => PlainText({ minLength: 1, maxLength });

/** A batch as ops write it: its times are India's, and it ends after it starts. */
const KidsCampBatchInput = Type.Object(
  {
    id: Type.String({ pattern: KIDS_CAMP_BATCH_PATTERN, maxLength: 24 }),
    starts_at: Type.String({ pattern: CLOCK_TIME_PATTERN, description: 'India time, "07:30"' }),
    ends_at: Type.String({
      pattern: CLOCK_TIME_PATTERN,
      description: 'India time, after starts_at',
    }),
    label: CampText(40),
    label_hi: CampText(40),
  },
  { additionalProperties: false },
);

const KidsCampPoseInput = Type.Object(
  { name: CampText(80), name_hi: CampText(80), line: CampText(300), line_hi: CampText(300) },
  { additionalProperties: false },
);

/** `PUT lead/kidscamp/ops/camps/{slug}`: the whole camp, every text in both languages. */
export const KidsCampInput = Type.Object(
  {
    title: CampText(120),
    title_hi: CampText(120),
    summary: CampText(600),
    summary_hi: CampText(600),
    starts_on: CalendarDayText("The camp's first day in India"),
    ends_on: CalendarDayText("The camp's last day in India, on or after starts_on"),
    batches: Type.Array(KidsCampBatchInput, { minItems: 1, maxItems: 6 }),
    poses: Type.Array(KidsCampPoseInput, { minItems: 1, maxItems: 20 }),
    /** Why ops made the change: kept in the camp's audit log. */
    reason: PlainText({ minLength: 3, maxLength: 300 }),
  },
  { additionalProperties: false },
);
export type KidsCampInputRow = Static<typeof KidsCampInput>;

/** `GET lead/kidscamp/ops/camps`: every camp, the latest to start first (ops). */
export const OpsKidsCampListBody = Type.Object({ camps: Type.Array(KidsCampBody) });
export type OpsKidsCamps = Static<typeof OpsKidsCampListBody>;

/** `GET lead/kidscamp/camp`: the camp running, else the next; null when there is none. */
export const KidsCampAnswerBody = Type.Object({ camp: Nullable(KidsCampBody) });

export const ChildAge = () =>
  Type.Integer({ minimum: KIDS_CAMP_AGES.min, maximum: KIDS_CAMP_AGES.max });

/** A child as their parent sees them: never shown to anyone else. */
export const KidsCampChildBody = Type.Object(
  {
    id: Type.Integer(),
    first_name: Type.String(),
    age: ChildAge(),
    batch: Type.String(),
    camp_slug: Type.String(),
    enrolled_at: Instant(),
    consent: Type.Object({ purpose_version: Type.String(), given_at: Instant() }),
  },
  { $id: 'KidsCampChild' },
);

export const KidsCampChildListBody = Type.Object({ children: Type.Array(KidsCampChildBody) });

/**
 * `POST lead/kidscamp/children`: the child, and the code just texted to the parent's own phone
 * (their consent, verified). The name's rule (letters and spaces) is checked after, with its code.
 */
export const KidsCampChildInput = Type.Object(
  {
    first_name: PlainText({ minLength: 1, maxLength: NAME_MAX_LENGTH }),
    age: ChildAge(),
    batch: Type.String({ pattern: KIDS_CAMP_BATCH_PATTERN, maxLength: 24 }),
    code: Type.String({ pattern: '^[0-9]{6}$', maxLength: 6 }),
  },
  { additionalProperties: false },
);

/** `DELETE lead/kidscamp/children/{id}`: consent withdrawn; what stays of it. */
export const ConsentWithdrawnBody = Type.Object({
  consent_id: Type.Integer(),
  given_at: Instant(),
  withdrawn_at: Instant(),
  child_erased: Type.Literal(true),
});
