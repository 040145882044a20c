import { Type, type Static } from 'typebox';
import { AddressFields } from './address-schemas';
import { CalendarDay, Instant, Nullable, PlainText } from './schema-parts';

/**
 * The game (issue 12): referrals, points, the leaderboard, levels, gifts, vouchers and guess & win,
 * served by the gamification service (and `lead/getmyreferral`, `program/getleaderboard` of the
 * lead service). docs/decisions/0015 has the rules.
 */

/** Where a friend's referral stands (shared/src/domain/referral-credit.ts decides it). */
export const ReferralStateField = Type.Union([
  Type.Literal('counted'),
  Type.Literal('pending'),
  Type.Literal('not_counted'),
]);

/**
 * Why a referral is pending (not verified, not attended, held for review) or not counted (the
 * member's own phone, joined outside the referral phase, rejected on review). Null when counted.
 */
export const ReferralReasonField = Type.Union([
  Type.Literal('not_verified'),
  Type.Literal('not_attended'),
  Type.Literal('under_review'),
  Type.Literal('self_referral'),
  Type.Literal('outside_referral_phase'),
  Type.Literal('rejected'),
]);

export const ReferralCountsBody = Type.Object({
  counted: Type.Integer(),
  pending: Type.Integer(),
  not_counted: Type.Integer(),
});

/** One friend in `GET free-member/referral/all/{id}`. */
export const ReferralEntryBody = Type.Object({
  name: Type.String(),
  status: ReferralStateField,
  reason: Nullable(ReferralReasonField),
  referred_at: Instant(),
});

/** `GET free-member/referral/all/{id}?startDate&endDate&limit&offSet`, newest first. */
export const ReferralStatusPageBody = Type.Object({
  data: Type.Array(ReferralEntryBody),
  total: Type.Integer(),
  limit: Type.Integer(),
  offSet: Type.Integer(),
  counts: ReferralCountsBody,
});

/** `GET lead/getmyreferral`: the member's invitation link and how their referrals stand. */
export const MyReferralBody = Type.Object({
  slug: Type.String(),
  link: Type.String(),
  counts: ReferralCountsBody,
});

/** How a member shows on the public board: "Asha V.", "******1234", or not at all. */
export const BoardVisibilityField = Type.Union([
  Type.Literal('name'),
  Type.Literal('phone'),
  Type.Literal('hidden'),
]);

/** `GET|PUT free-member/{id}`: a member's standing in their challenge's game. */
export const GameProfileBody = Type.Object({
  member_id: Type.Integer(),
  challenge_id: Nullable(Type.Integer()),
  points: Type.Integer(),
  rank: Nullable(Type.Integer()),
  attended_days: Type.Integer(),
  counted_referrals: Type.Integer(),
  /** The highest level reached, 0 before the first. */
  level: Type.Integer(),
  paid: Type.Boolean(),
  board_visibility: BoardVisibilityField,
  /** The board locks at the end of this day, in the challenge's time zone. */
  end_date: Nullable(CalendarDay()),
  locked: Type.Boolean(),
  /** How points are made in the member's challenge (ops' rules), shown where points are. */
  points_per_day: Type.Integer(),
  points_per_referral: Type.Integer(),
});

/** `PUT free-member/{id}`. */
export const GameProfileUpdateBody = Type.Object(
  { board_visibility: BoardVisibilityField },
  { additionalProperties: false },
);

export const LeaderboardEntryBody = Type.Object({
  rank: Type.Integer(),
  name: Type.String(),
  points: Type.Integer(),
  /** The signed-in member's own row. */
  me: Type.Boolean(),
});

/** `GET leaderboard?paid=` and `GET lead program/getleaderboard?paid=`: the top 100 and the caller. */
export const LeaderboardBody = Type.Object({
  challenge_id: Nullable(Type.Integer()),
  paid: Type.Boolean(),
  end_date: Nullable(CalendarDay()),
  locked: Type.Boolean(),
  entries: Type.Array(LeaderboardEntryBody),
  /** The caller's own place, also when hidden from the public list; null without a challenge. */
  me: Nullable(Type.Object({ rank: Nullable(Type.Integer()), points: Type.Integer() })),
});

/** `GET leaderboard/live-leaderboard-points/{phone}` (the browser falls back to 0). */
export const LivePointsBody = Type.Object({ points: Type.Integer() });

/** `GET leaderboard/live-leaderboard-rank/{phone}` (the browser falls back to null). */
export const LiveRankBody = Type.Object({ rank: Nullable(Type.Integer()) });

/** A gift's delivery address, in India (6-digit PIN code) or abroad. */
export const DeliveryAddressBody = Type.Object(
  {
    recipient: PlainText({ minLength: 2, maxLength: 80 }),
    phone_number: Type.String({
      pattern: '^\\+[1-9][0-9]{6,15}$',
      description: 'E.164, e.g. +919876543210: the courier calls it',
    }),
    ...AddressFields,
  },
  { additionalProperties: false },
);

export const GiftStatusField = Type.Union([
  Type.Literal('earned'),
  Type.Literal('claimed'),
  Type.Literal('shipped'),
  Type.Literal('delivered'),
]);

/** A gift a member earned: by reaching a level, or by winning guess & win. */
export const EarnedGiftBody = Type.Object({
  id: Type.Integer(),
  /** The level that earned it, or null for a guess & win prize. */
  level: Nullable(Type.Integer()),
  /** The challenge day of a guess & win prize. */
  guess_day: Nullable(Type.Integer()),
  gift_name: Type.String(),
  gift_name_hi: Type.String(),
  status: GiftStatusField,
  earned_at: Instant(),
  claimed_at: Nullable(Instant()),
  shipped_at: Nullable(Instant()),
  delivered_at: Nullable(Instant()),
  address: Nullable(DeliveryAddressBody),
  tracking: Nullable(Type.String()),
});

/** A gift as ops see it: the member it goes to, and where it stands on the way. */
export const OpsGiftBody = Type.Object({
  ...EarnedGiftBody.properties,
  member: Type.Object({ id: Type.Integer(), name: Type.String(), slug: Type.String() }),
});

/** `GET gamification/ops/gifts`: gifts in one state, in the order they were claimed. */
export const OpsGiftListBody = Type.Object({
  data: Type.Array(OpsGiftBody),
  /** The `after` of the next page, or null when this page is the last. */
  next: Nullable(Type.Integer()),
});

/** `GET free-member/gifts/{id}`: every gift the member earned, newest first. */
export const GiftListBody = Type.Object({ data: Type.Array(EarnedGiftBody) });

/** `GET free-member/latest-gift/{id}`: the newest gift the member earned, if any. */
export const LatestGiftBody = Type.Object({ data: Nullable(EarnedGiftBody) });

/** `POST free-member/update-earned-gift`: claim an earned gift to an address (idempotent). */
export const GiftClaimBody = Type.Object(
  { gift_id: Type.Integer({ minimum: 1, maximum: 2147483647 }), address: DeliveryAddressBody },
  { additionalProperties: false },
);

/** `PUT leaderboard/gift/{id}`: change the delivery address of a gift not yet shipped. */
export const GiftAddressUpdateBody = Type.Object(
  { address: DeliveryAddressBody },
  { additionalProperties: false },
);

/** `PUT leaderboard/gift/{id}/status` (ops): the gift left, or arrived. */
export const GiftShipmentUpdateBody = Type.Object(
  {
    status: Type.Union([Type.Literal('shipped'), Type.Literal('delivered')]),
    tracking: Type.Optional(PlainText({ minLength: 1, maxLength: 80 })),
  },
  { additionalProperties: false },
);

/** One level of a challenge, and whether the member reached it. */
export const LevelInfoBody = Type.Object({
  level: Type.Integer(),
  referrals_needed: Type.Integer(),
  gift_name: Type.String(),
  gift_name_hi: Type.String(),
  reached: Type.Boolean(),
  gift: Nullable(EarnedGiftBody),
});

/** `GET free-member/levels/{id}` (spec: "member_id, a list"). */
export const LevelsInfoBody = Type.Object({
  member_id: Type.Integer(),
  counted_referrals: Type.Integer(),
  levels: Type.Array(LevelInfoBody),
});

export const VoucherBody = Type.Object({
  code: Type.String(),
  challenge_id: Type.Integer(),
  issued_at: Instant(),
  /** The end of `voucher_expiry_date` in the challenge's time zone. */
  expires_at: Instant(),
  /** Its last day on the challenge's calendar (`voucher_expiry_date`), for showing. */
  last_day: CalendarDay(),
  expired: Type.Boolean(),
});

/** `GET free-member/vouchers/{id}`: the current voucher first (spec: "the first item of data"). */
export const VoucherListBody = Type.Object({ data: Type.Array(VoucherBody) });

export const GuessWinnerBody = Type.Object({
  place: Type.Integer(),
  name: Type.String(),
  guess: Type.Integer(),
});

/** A closed day of guess & win: how many attended, and the closest three. */
export const GuessResultBody = Type.Object({
  actual: Type.Integer(),
  winners: Type.Array(GuessWinnerBody),
  /** The caller is among the winners. */
  won: Type.Boolean(),
});

/** One challenge day of guess & win for the caller. */
export const GuessDayBody = Type.Object({
  day: Type.Integer(),
  /** Guesses close when the day's first batch starts. */
  closes_at: Instant(),
  /** The result is revealed when the day's last batch ends. */
  reveals_at: Instant(),
  open: Type.Boolean(),
  guess: Nullable(Type.Integer()),
  result: Nullable(GuessResultBody),
});

/** What each day's closest guesses win, as ops set it for the challenge. */
export const GuessPrizeBody = Type.Object({
  gift_name: Type.String(),
  gift_name_hi: Type.String(),
});

/** The next question to open: its day, when it opens and when its guesses close. */
export const GuessNextBody = Type.Object({
  day: Type.Integer(),
  opens_at: Instant(),
  closes_at: Instant(),
});

/**
 * `GET guessandwin/{id}`: today (when a challenge day) and the past days, newest first; the prize,
 * how many members attended today's sessions so far, and the next question (null: none left).
 */
export const GuessAndWinBody = Type.Object({
  challenge_id: Nullable(Type.Integer()),
  today: Nullable(GuessDayBody),
  past: Type.Array(GuessDayBody),
  prize: Nullable(GuessPrizeBody),
  /** Members who attended today's sessions so far (null when there is no question today). */
  attended_today: Nullable(Type.Integer()),
  next: Nullable(GuessNextBody),
});

/** The most members a challenge could have: a guess above it is not a guess. */
export const GUESS_MAX = 10_000_000;

/** `PUT guessandwin/{id}`: today's guess, editable until it closes. */
export const GuessRequestBody = Type.Object(
  { guess: Type.Integer({ minimum: 0, maximum: GUESS_MAX }) },
  { additionalProperties: false },
);

/** Where a held referred sign-up stands: held for review, then approved or rejected by ops. */
export const ReviewStateField = (options: { default?: 'held' } = {}) =>
  Type.Union([Type.Literal('held'), Type.Literal('approved'), Type.Literal('rejected')], options);

/** A referred sign-up under review, with what made it look like a burst. */
export const ReviewBody = Type.Object({
  member_id: Type.Integer(),
  name: Type.String(),
  phone_number: Type.String(),
  inviter_id: Type.Union([Type.Integer(), Type.Null()]),
  signup_device: Type.Union([Type.String(), Type.Null()]),
  signup_network: Type.Union([Type.String(), Type.Null()]),
  joined_at: Type.String({ format: 'date-time' }),
  review: ReviewStateField(),
});

export type ReviewedSignUp = Static<typeof ReviewBody>;

export const ReviewListBody = Type.Object({ data: Type.Array(ReviewBody) });

/**
 * `GET|PUT gamification/rules/{id}` (ops, content): a challenge's points table, voucher rule and
 * levels, and its guess & win prize.
 */
export const GameRulesBody = Type.Object(
  {
    points_per_day: Type.Integer({ minimum: 0, maximum: 1000 }),
    points_per_referral: Type.Integer({ minimum: 0, maximum: 1000 }),
    voucher_min_days: Type.Integer({ minimum: 1, maximum: 14 }),
    levels: Type.Array(
      Type.Object(
        {
          level: Type.Integer({ minimum: 1, maximum: 20 }),
          referrals_needed: Type.Integer({ minimum: 1, maximum: 100_000 }),
          gift_name: PlainText({ minLength: 2, maxLength: 120 }),
          gift_name_hi: PlainText({ minLength: 2, maxLength: 120 }),
        },
        { additionalProperties: false },
      ),
      { maxItems: 20 },
    ),
    /**
     * What each day's closest guesses of guess & win win, in both languages. Left out of a PUT:
     * the prize stays as it was; a GET always answers it (the default when ops set none).
     */
    guess_prize: Type.Optional(
      Type.Object(
        {
          gift_name: PlainText({ minLength: 2, maxLength: 120 }),
          gift_name_hi: PlainText({ minLength: 2, maxLength: 120 }),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

export type ChallengeGameRules = Static<typeof GameRulesBody>;

/** `POST gamification/vouchers/generate/{id}` (ops, finance): how many vouchers the run issued. */
export const VouchersIssuedBody = Type.Object({ issued: Type.Integer() });

export type VouchersIssued = Static<typeof VouchersIssuedBody>;
