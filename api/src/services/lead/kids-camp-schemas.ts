import { CLOCK_TIME_PATTERN, KIDS_CAMP_BATCH_PATTERN, PlainText } from '@yoga/shared/schemas';
import { Type, type Static } from 'typebox';
import { EVENT_PATTERN } from '../../festival/campaign-schemas';
import { fileAnswer } from '../../http/file-answer';
import { CalendarDayText, IdParam } from '../../http/schemas';

/** The kids camp's routes (decision 0045); the bodies the browser reads are in @yoga/shared. */

export const ChildParams = Type.Object({ id: IdParam });

export const KidsCampParams = Type.Object({
  slug: Type.String({
    pattern: EVENT_PATTERN,
    description: 'The camp, e.g. summer-kids-camp (a-z, 0-9, inner hyphens)',
  }),
});

const Text = (maxLength: number) => PlainText({ minLength: 1, maxLength });

const BatchInput = Type.Object(
  {
    id: Type.String({ pattern: KIDS_CAMP_BATCH_PATTERN, maxLength: 24 }),
    starts_at: Type.String({ pattern: CLOCK_TIME_PATTERN, description: 'India time, "07:30"' }),
    ends_at: Type.String({
      pattern: CLOCK_TIME_PATTERN,
      description: 'India time, after starts_at',
    }),
    label: Text(40),
    label_hi: Text(40),
  },
  { additionalProperties: false },
);

const PoseInput = Type.Object(
  { name: Text(80), name_hi: Text(80), line: Text(300), line_hi: Text(300) },
  { additionalProperties: false },
);

/** `PUT lead/kidscamp/ops/camps/{slug}`: the whole camp, every text in both languages. */
export const KidsCampInput = Type.Object(
  {
    title: Text(120),
    title_hi: Text(120),
    summary: Text(600),
    summary_hi: Text(600),
    starts_on: CalendarDayText("The camp's first day in India"),
    ends_on: CalendarDayText("The camp's last day in India, on or after starts_on"),
    batches: Type.Array(BatchInput, { minItems: 1, maxItems: 6 }),
    poses: Type.Array(PoseInput, { minItems: 1, maxItems: 20 }),
    /** Why ops made the change: kept in the camp's audit log. */
    reason: PlainText({ minLength: 3, maxLength: 300 }),
  },
  { additionalProperties: false },
);

export type KidsCampInputRow = Static<typeof KidsCampInput>;

/** The kids camp's papers: A4 PDFs. */
export const PdfAnswer = fileAnswer('application/pdf', { binary: true });
