import { Type, type Static } from 'typebox';
import {
  CONSENTS,
  GRIEVANCE_CATEGORIES,
  GRIEVANCE_TEXT_MAX_LENGTH,
  GRIEVANCE_TEXT_MIN_LENGTH,
  MEMBER_OPS_ACTIONS,
} from '../domain/data-rights';
import { Instant, Nullable, PlainText } from './schema-parts';

export {
  CONSENTS,
  ERASURE_REQUEST_STATES,
  GRIEVANCE_CATEGORIES,
  GRIEVANCE_TEXT_MAX_LENGTH,
  type ConsentName,
  type ErasureRequestState,
} from '../domain/data-rights';

/**
 * A member's data rights (issue 26; decision 0040): consents, grievances, the download of their
 * data, erasure, and signing out everywhere. All under `/api/user/member/...` for the signed-in
 * member (ops get 403), and `/api/user/ops/...` for ops.
 */

const ConsentState = Type.Object({
  given: Type.Boolean(),
  at: Nullable(
    Type.String({
      format: 'date-time',
      description:
        'When it was last given or withdrawn; null when unknown (given before records were kept)',
    }),
  ),
});

export const ConsentEventBody = Type.Object({
  consent: Type.Enum(CONSENTS),
  given: Type.Boolean(),
  at: Instant(),
});

/** `GET/PUT member/consents`: each switch, and every change of them, newest first. */
export const ConsentsBody = Type.Object(
  {
    sms_reminders: ConsentState,
    public_boards: ConsentState,
    marketing: ConsentState,
    /** How the board shows the member while public_boards is given ('name' or 'phone'), else 'hidden'. */
    board_visibility: Type.Union([
      Type.Literal('name'),
      Type.Literal('phone'),
      Type.Literal('hidden'),
    ]),
    history: Type.Array(ConsentEventBody),
  },
  { $id: 'Consents' },
);
export type Consents = Static<typeof ConsentsBody>;

/** Only the switches sent change; the same change sent twice changes nothing more. */
export const ConsentsChangeBody = Type.Object(
  {
    sms_reminders: Type.Optional(Type.Boolean()),
    public_boards: Type.Optional(Type.Boolean()),
    marketing: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type ConsentsChange = Static<typeof ConsentsChangeBody>;

/** `POST member/grievances`: what the grievance is about, in the member's own words. */
export const GrievanceNewBody = Type.Object(
  {
    category: Type.Enum(GRIEVANCE_CATEGORIES),
    text: PlainText({
      minLength: GRIEVANCE_TEXT_MIN_LENGTH,
      maxLength: GRIEVANCE_TEXT_MAX_LENGTH,
    }),
  },
  { additionalProperties: false },
);
export type GrievanceNew = Static<typeof GrievanceNewBody>;

export const GrievanceBody = Type.Object(
  {
    reference: Type.String({ description: 'GRV-<year>-<6 characters>, e.g. GRV-2026-7K3Q9A' }),
    category: Type.Enum(GRIEVANCE_CATEGORIES),
    text: Type.String(),
    status: Type.Union([Type.Literal('open'), Type.Literal('closed')]),
    created_at: Instant(),
    due_at: Type.String({
      format: 'date-time',
      description: 'The answer is due by then: 90 days after it was raised',
    }),
    answer: Nullable(Type.String({ description: "Ops' answer; the grievance is closed with it" })),
    answered_at: Nullable(Instant()),
  },
  { $id: 'Grievance' },
);
export type Grievance = Static<typeof GrievanceBody>;

export const GrievanceListBody = Type.Object({ result: Type.Array(GrievanceBody) });

/** One thing ops did with the member's data, newest first in the list. */
export const MemberOpsActionBody = Type.Object({
  action: Type.Enum(MEMBER_OPS_ACTIONS),
  reason: Nullable(Type.String({ description: "Ops' reason, when the action has one" })),
  day: Nullable(Type.Integer({ description: 'The challenge day of an attendance correction' })),
  at: Instant(),
});
export type MemberOpsActionEntry = Static<typeof MemberOpsActionBody>;

export const MemberOpsActionListBody = Type.Object({ result: Type.Array(MemberOpsActionBody) });

/** Ops answer a grievance, which closes it; answering again replaces the answer. */
export const GrievanceAnswerBody = Type.Object(
  {
    answer: PlainText({
      minLength: GRIEVANCE_TEXT_MIN_LENGTH,
      maxLength: GRIEVANCE_TEXT_MAX_LENGTH,
    }),
  },
  { additionalProperties: false },
);

export const GrievanceReferenceParams = Type.Object({
  reference: Type.String({ pattern: '^GRV-[0-9]{4}-[0-9A-HJKMNP-TV-Z]{6}$' }),
});

/** Ops' list: the open grievances, the nearest deadline first, with whose they are. */
export const OpsGrievanceListBody = Type.Object({
  result: Type.Array(Type.Object({ ...GrievanceBody.properties, lead_id: Type.Integer() })),
});

/** What erasure does to one kind of data, and why. */
export const ErasureStepBody = Type.Object({
  id: Type.String({
    description:
      'The kind of data, a stable id (the table or store): a page words it in its language',
  }),
  what: Type.String({ description: 'The data, e.g. "addresses" or "certificates"' }),
  action: Type.Union([Type.Literal('erased'), Type.Literal('anonymised'), Type.Literal('kept')]),
  why: Type.String(),
});

/** `GET/POST/DELETE member/erasure`: the member's erasure request and what it will do. */
export const ErasureBody = Type.Object(
  {
    status: Type.Union([Type.Literal('none'), Type.Literal('pending')]),
    requested_at: Nullable(Instant()),
    erase_after: Nullable(
      Type.String({
        format: 'date-time',
        description: 'Until then the request can be cancelled (48 hours after asking)',
      }),
    ),
    plan: Type.Array(ErasureStepBody),
  },
  { $id: 'Erasure' },
);
export type Erasure = Static<typeof ErasureBody>;

export const ErasureRunBody = Type.Object({ erased: Type.Integer() });

/** One member's erasure request, as support see it (the member by id: no name survives it). */
export const OpsErasureBody = Type.Object({
  id: Type.Integer(),
  lead_id: Type.Integer(),
  requested_at: Instant(),
  erase_after: Instant(),
  cancelled_at: Nullable(Instant()),
  erased_at: Nullable(Instant()),
  overdue: Type.Boolean({
    description:
      'Still open past its 48 hours: the job (every 5 minutes) has not carried it out yet',
  }),
});
export type OpsErasure = Static<typeof OpsErasureBody>;

export const OpsErasureListBody = Type.Object({ result: Type.Array(OpsErasureBody) });

export const SignedOutEverywhereBody = Type.Object({
  revoked: Type.Integer({ description: 'Sign-ins (refresh-token families) ended' }),
});

/**
 * `GET member/data-export`: everything the site holds about the member, sent as an attachment
 * (member-data-<id>.json). `sections` holds each table's rows as stored (decision 0040 lists them);
 * `sources` says which tables each section was read from.
 */
export const MemberDataExportBody = Type.Object({
  format: Type.Literal('yoga-member-data/1'),
  generated_at: Type.String({ format: 'date-time' }),
  member_id: Type.Integer(),
  consents: ConsentsBody,
  sections: Type.Object({}, { additionalProperties: true }),
  sources: Type.Object({}, { additionalProperties: Type.Array(Type.String()) }),
});
