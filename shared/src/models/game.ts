/**
 * The wire types of the game (issue 12): referrals, points, the leaderboard, levels, gifts,
 * vouchers and guess & win, served by the gamification service (and `lead/getmyreferral`,
 * `program/getleaderboard` of the lead service). The API's TypeBox schemas are asserted equal to
 * these, so a change on either side fails the build. docs/decisions/0015 has the rules.
 */

/** Where a friend's referral stands (shared/src/domain/referral-credit.ts decides it). */
export type ReferralState = 'counted' | 'pending' | 'not_counted';

/**
 * Why a referral is pending (not verified, not attended, held for review) or not counted (the
 * member's own phone, joined outside the referral phase, rejected on review). Null when counted.
 */
export type ReferralReason =
  | 'not_verified'
  | 'not_attended'
  | 'under_review'
  | 'self_referral'
  | 'outside_referral_phase'
  | 'rejected';

export interface ReferralCounts {
  counted: number;
  pending: number;
  not_counted: number;
}

/** One friend in `GET free-member/referral/all/{id}`. */
export interface ReferralEntry {
  name: string;
  status: ReferralState;
  reason: ReferralReason | null;
  referred_at: string;
}

/** `GET free-member/referral/all/{id}?startDate&endDate&limit&offSet`, newest first. */
export interface ReferralStatusPage {
  data: ReferralEntry[];
  total: number;
  limit: number;
  offSet: number;
  counts: ReferralCounts;
}

/** `GET lead/getmyreferral`: the member's invitation link and how their referrals stand. */
export interface MyReferral {
  slug: string;
  link: string;
  counts: ReferralCounts;
}

/** How a member shows on the public board: "Asha V.", "******1234", or not at all. */
export type BoardVisibility = 'name' | 'phone' | 'hidden';

/** `GET|PUT free-member/{id}`: a member's standing in their challenge's game. */
export interface GameProfile {
  member_id: number;
  challenge_id: number | null;
  points: number;
  rank: number | null;
  attended_days: number;
  counted_referrals: number;
  /** The highest level reached, 0 before the first. */
  level: number;
  paid: boolean;
  board_visibility: BoardVisibility;
  /** The board locks at the end of this day, in the challenge's time zone. */
  end_date: string | null;
  locked: boolean;
}

/** `PUT free-member/{id}`. */
export interface GameProfileUpdate {
  board_visibility: BoardVisibility;
}

export interface LeaderboardEntry {
  rank: number;
  name: string;
  points: number;
  /** The signed-in member's own row. */
  me: boolean;
}

/** `GET leaderboard?paid=` and `GET lead program/getleaderboard?paid=`: the top 100 and the caller. */
export interface Leaderboard {
  challenge_id: number | null;
  paid: boolean;
  end_date: string | null;
  locked: boolean;
  entries: LeaderboardEntry[];
  /** The caller's own place, also when hidden from the public list; null without a challenge. */
  me: { rank: number | null; points: number } | null;
}

/** `GET leaderboard/live-leaderboard-points/{phone}` (the browser falls back to 0). */
export interface LivePoints {
  points: number;
}

/** `GET leaderboard/live-leaderboard-rank/{phone}` (the browser falls back to null). */
export interface LiveRank {
  rank: number | null;
}

/** A gift's delivery address, in India (6-digit PIN code) or abroad. */
export interface DeliveryAddress {
  recipient: string;
  phone_number: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  pincode: string;
  country_code: string;
}

export type GiftStatus = 'earned' | 'claimed' | 'shipped' | 'delivered';

/** A gift a member earned: by reaching a level, or by winning guess & win. */
export interface EarnedGift {
  id: number;
  /** The level that earned it, or null for a guess & win prize. */
  level: number | null;
  /** The challenge day of a guess & win prize. */
  guess_day: number | null;
  gift_name: string;
  gift_name_hi: string;
  status: GiftStatus;
  earned_at: string;
  claimed_at: string | null;
  shipped_at: string | null;
  delivered_at: string | null;
  address: DeliveryAddress | null;
  tracking: string | null;
}

/** One level of a challenge, and whether the member reached it. */
export interface LevelInfo {
  level: number;
  referrals_needed: number;
  gift_name: string;
  gift_name_hi: string;
  reached: boolean;
  gift: EarnedGift | null;
}

/** `GET free-member/levels/{id}` (spec: "member_id, a list"). */
export interface LevelsInfo {
  member_id: number;
  counted_referrals: number;
  levels: LevelInfo[];
}

/** `GET free-member/latest-gift/{id}`: the newest gift the member earned, if any. */
export interface LatestGift {
  data: EarnedGift | null;
}

/** `GET free-member/gifts/{id}`: every gift the member earned, newest first. */
export interface GiftList {
  data: EarnedGift[];
}

/** `POST free-member/update-earned-gift`: claim an earned gift to an address (idempotent). */
export interface GiftClaim {
  gift_id: number;
  address: DeliveryAddress;
}

/** `PUT leaderboard/gift/{id}`: change the delivery address of a gift not yet shipped. */
export interface GiftAddressUpdate {
  address: DeliveryAddress;
}

/** `PUT leaderboard/gift/{id}/status` (ops): the gift left, or arrived. */
export interface GiftShipmentUpdate {
  status: 'shipped' | 'delivered';
  tracking?: string;
}

export interface Voucher {
  code: string;
  challenge_id: number;
  issued_at: string;
  /** The end of `voucher_expiry_date` in the challenge's time zone. */
  expires_at: string;
  expired: boolean;
}

/** `GET free-member/vouchers/{id}`: the current voucher first (spec: "the first item of data"). */
export interface VoucherList {
  data: Voucher[];
}

export interface GuessWinner {
  place: number;
  name: string;
  guess: number;
}

/** A closed day of guess & win: how many attended, and the closest three. */
export interface GuessResult {
  actual: number;
  winners: GuessWinner[];
  /** The caller is among the winners. */
  won: boolean;
}

/** One challenge day of guess & win for the caller. */
export interface GuessDay {
  day: number;
  /** Guesses close when the day's first batch starts. */
  closes_at: string;
  /** The result is revealed when the day's last batch ends. */
  reveals_at: string;
  open: boolean;
  guess: number | null;
  result: GuessResult | null;
}

/** `GET guessandwin/{id}`: today (when a challenge day) and the past days, newest first. */
export interface GuessAndWin {
  challenge_id: number | null;
  today: GuessDay | null;
  past: GuessDay[];
}

/** `PUT guessandwin/{id}`: today's guess, editable until it closes. */
export interface GuessRequest {
  guess: number;
}
