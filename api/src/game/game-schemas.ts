import type {
  DeliveryAddress,
  EarnedGift,
  GameProfile,
  GameProfileUpdate,
  GiftAddressUpdate,
  GiftClaim,
  GiftList,
  GiftShipmentUpdate,
  GuessAndWin,
  GuessDay,
  GuessRequest,
  LatestGift,
  Leaderboard,
  LevelsInfo,
  LivePoints,
  LiveRank,
  MyReferral,
  ReferralStatusPage,
  VoucherList,
} from '@yoga/shared/models';
import { Type, type Static } from 'typebox';
import type { Assert, Equal } from '../http/type-equality';
import { CalendarDay, IdParam, Nullable, PlainText } from '../http/schemas';
import { AddressFields } from '../members/address-fields';
import { PhoneField } from '../members/member-schemas';

/** The game's wire types (shared/src/models/game.ts is their TypeScript), for both services. */

const Instant = () => Type.String({ format: 'date-time' });

const ReferralCountsBody = Type.Object({
  counted: Type.Integer(),
  pending: Type.Integer(),
  not_counted: Type.Integer(),
});

export const ReferralEntryBody = Type.Object({
  name: Type.String(),
  status: Type.Union([
    Type.Literal('counted'),
    Type.Literal('pending'),
    Type.Literal('not_counted'),
  ]),
  reason: Nullable(
    Type.Union([
      Type.Literal('not_verified'),
      Type.Literal('not_attended'),
      Type.Literal('under_review'),
      Type.Literal('self_referral'),
      Type.Literal('outside_referral_phase'),
      Type.Literal('rejected'),
    ]),
  ),
  referred_at: Instant(),
});

export const ReferralStatusPageBody = Type.Object({
  data: Type.Array(ReferralEntryBody),
  total: Type.Integer(),
  limit: Type.Integer(),
  offSet: Type.Integer(),
  counts: ReferralCountsBody,
});

export const MyReferralBody = Type.Object({
  slug: Type.String(),
  link: Type.String(),
  counts: ReferralCountsBody,
});

const Visibility = Type.Union([
  Type.Literal('name'),
  Type.Literal('phone'),
  Type.Literal('hidden'),
]);

export const GameProfileBody = Type.Object({
  member_id: Type.Integer(),
  challenge_id: Nullable(Type.Integer()),
  points: Type.Integer(),
  rank: Nullable(Type.Integer()),
  attended_days: Type.Integer(),
  counted_referrals: Type.Integer(),
  level: Type.Integer(),
  paid: Type.Boolean(),
  board_visibility: Visibility,
  end_date: Nullable(CalendarDay()),
  locked: Type.Boolean(),
});

export const GameProfileUpdateBody = Type.Object(
  { board_visibility: Visibility },
  { additionalProperties: false },
);

export const LeaderboardBody = Type.Object({
  challenge_id: Nullable(Type.Integer()),
  paid: Type.Boolean(),
  end_date: Nullable(CalendarDay()),
  locked: Type.Boolean(),
  entries: Type.Array(
    Type.Object({
      rank: Type.Integer(),
      name: Type.String(),
      points: Type.Integer(),
      me: Type.Boolean(),
    }),
  ),
  me: Nullable(Type.Object({ rank: Nullable(Type.Integer()), points: Type.Integer() })),
});

/** `?paid=` as the spec writes it (`program/getleaderboard?paid=bool`), and which challenge. */
export const LeaderboardQuery = Type.Object(
  {
    paid: Type.Boolean({ default: false }),
    challenge_id: Type.Optional(IdParam),
  },
  { additionalProperties: false },
);

export const LivePointsBody = Type.Object({ points: Type.Integer() });
export const LiveRankBody = Type.Object({ rank: Nullable(Type.Integer()) });
export const PhoneParams = Type.Object({ phone: PhoneField });

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

const GiftStatusBody = Type.Union([
  Type.Literal('earned'),
  Type.Literal('claimed'),
  Type.Literal('shipped'),
  Type.Literal('delivered'),
]);

export const EarnedGiftBody = Type.Object({
  id: Type.Integer(),
  level: Nullable(Type.Integer()),
  guess_day: Nullable(Type.Integer()),
  gift_name: Type.String(),
  gift_name_hi: Type.String(),
  status: GiftStatusBody,
  earned_at: Instant(),
  claimed_at: Nullable(Instant()),
  shipped_at: Nullable(Instant()),
  delivered_at: Nullable(Instant()),
  address: Nullable(DeliveryAddressBody),
  tracking: Nullable(Type.String()),
});

export const GiftListBody = Type.Object({ data: Type.Array(EarnedGiftBody) });
export const LatestGiftBody = Type.Object({ data: Nullable(EarnedGiftBody) });

export const GiftClaimBody = Type.Object(
  { gift_id: Type.Integer({ minimum: 1, maximum: 2147483647 }), address: DeliveryAddressBody },
  { additionalProperties: false },
);
export const GiftAddressUpdateBody = Type.Object(
  { address: DeliveryAddressBody },
  { additionalProperties: false },
);
export const GiftShipmentUpdateBody = Type.Object(
  {
    status: Type.Union([Type.Literal('shipped'), Type.Literal('delivered')]),
    tracking: Type.Optional(PlainText({ minLength: 1, maxLength: 80 })),
  },
  { additionalProperties: false },
);

export const LevelsInfoBody = Type.Object({
  member_id: Type.Integer(),
  counted_referrals: Type.Integer(),
  levels: Type.Array(
    Type.Object({
      level: Type.Integer(),
      referrals_needed: Type.Integer(),
      gift_name: Type.String(),
      gift_name_hi: Type.String(),
      reached: Type.Boolean(),
      gift: Nullable(EarnedGiftBody),
    }),
  ),
});

export const VoucherListBody = Type.Object({
  data: Type.Array(
    Type.Object({
      code: Type.String(),
      challenge_id: Type.Integer(),
      issued_at: Instant(),
      expires_at: Instant(),
      expired: Type.Boolean(),
    }),
  ),
});

export const GuessDayBody = Type.Object({
  day: Type.Integer(),
  closes_at: Instant(),
  reveals_at: Instant(),
  open: Type.Boolean(),
  guess: Nullable(Type.Integer()),
  result: Nullable(
    Type.Object({
      actual: Type.Integer(),
      winners: Type.Array(
        Type.Object({ place: Type.Integer(), name: Type.String(), guess: Type.Integer() }),
      ),
      won: Type.Boolean(),
    }),
  ),
});

export const GuessAndWinBody = Type.Object({
  challenge_id: Nullable(Type.Integer()),
  today: Nullable(GuessDayBody),
  past: Type.Array(GuessDayBody),
});

/** The most members a challenge could have: a guess above it is not a guess. */
export const GUESS_MAX = 10_000_000;

export const GuessRequestBody = Type.Object(
  { guess: Type.Integer({ minimum: 0, maximum: GUESS_MAX }) },
  { additionalProperties: false },
);

// The browser reads these as the types of @yoga/shared: both sides must say the same.
type _Referrals = Assert<Equal<Static<typeof ReferralStatusPageBody>, ReferralStatusPage>>;
type _MyReferral = Assert<Equal<Static<typeof MyReferralBody>, MyReferral>>;
type _Profile = Assert<Equal<Static<typeof GameProfileBody>, GameProfile>>;
type _ProfileUpdate = Assert<Equal<Static<typeof GameProfileUpdateBody>, GameProfileUpdate>>;
type _Leaderboard = Assert<Equal<Static<typeof LeaderboardBody>, Leaderboard>>;
type _Points = Assert<Equal<Static<typeof LivePointsBody>, LivePoints>>;
type _Rank = Assert<Equal<Static<typeof LiveRankBody>, LiveRank>>;
type _Address = Assert<Equal<Static<typeof DeliveryAddressBody>, DeliveryAddress>>;
type _Gift = Assert<Equal<Static<typeof EarnedGiftBody>, EarnedGift>>;
type _Gifts = Assert<Equal<Static<typeof GiftListBody>, GiftList>>;
type _Latest = Assert<Equal<Static<typeof LatestGiftBody>, LatestGift>>;
type _Claim = Assert<Equal<Static<typeof GiftClaimBody>, GiftClaim>>;
type _AddressUpdate = Assert<Equal<Static<typeof GiftAddressUpdateBody>, GiftAddressUpdate>>;
type _Shipment = Assert<Equal<Static<typeof GiftShipmentUpdateBody>, GiftShipmentUpdate>>;
type _Levels = Assert<Equal<Static<typeof LevelsInfoBody>, LevelsInfo>>;
type _Vouchers = Assert<Equal<Static<typeof VoucherListBody>, VoucherList>>;
type _GuessDay = Assert<Equal<Static<typeof GuessDayBody>, GuessDay>>;
type _Guess = Assert<Equal<Static<typeof GuessAndWinBody>, GuessAndWin>>;
type _GuessRequest = Assert<Equal<Static<typeof GuessRequestBody>, GuessRequest>>;
