import type { Static } from 'typebox';
import type {
  BoardVisibilityField,
  DeliveryAddressBody,
  EarnedGiftBody,
  GameProfileBody,
  GameProfileUpdateBody,
  GiftAddressUpdateBody,
  GiftClaimBody,
  GiftListBody,
  GiftShipmentUpdateBody,
  GiftStatusField,
  GuessAndWinBody,
  GuessDayBody,
  GuessNextBody,
  GuessPrizeBody,
  GuessRequestBody,
  GuessResultBody,
  GuessWinnerBody,
  LatestGiftBody,
  LeaderboardBody,
  LeaderboardEntryBody,
  LevelInfoBody,
  LevelsInfoBody,
  LivePointsBody,
  LiveRankBody,
  MyReferralBody,
  OpsGiftBody,
  OpsGiftListBody,
  ReferralCountsBody,
  ReferralEntryBody,
  ReferralReasonField,
  ReferralStateField,
  ReferralStatusPageBody,
  VoucherBody,
  VoucherListBody,
} from '../schemas/game-schemas';

export type ReferralState = Static<typeof ReferralStateField>;
export type ReferralReason = Static<typeof ReferralReasonField>;
export type ReferralCounts = Static<typeof ReferralCountsBody>;
export type ReferralEntry = Static<typeof ReferralEntryBody>;
export type ReferralStatusPage = Static<typeof ReferralStatusPageBody>;
export type MyReferral = Static<typeof MyReferralBody>;
export type BoardVisibility = Static<typeof BoardVisibilityField>;
export type GameProfile = Static<typeof GameProfileBody>;
export type GameProfileUpdate = Static<typeof GameProfileUpdateBody>;
export type LeaderboardEntry = Static<typeof LeaderboardEntryBody>;
export type Leaderboard = Static<typeof LeaderboardBody>;
export type LivePoints = Static<typeof LivePointsBody>;
export type LiveRank = Static<typeof LiveRankBody>;
export type DeliveryAddress = Static<typeof DeliveryAddressBody>;
export type GiftStatus = Static<typeof GiftStatusField>;
export type EarnedGift = Static<typeof EarnedGiftBody>;
export type LevelInfo = Static<typeof LevelInfoBody>;
export type LevelsInfo = Static<typeof LevelsInfoBody>;
export type LatestGift = Static<typeof LatestGiftBody>;
export type GiftList = Static<typeof GiftListBody>;
export type GiftClaim = Static<typeof GiftClaimBody>;
export type GiftAddressUpdate = Static<typeof GiftAddressUpdateBody>;
export type GiftShipmentUpdate = Static<typeof GiftShipmentUpdateBody>;
export type OpsGift = Static<typeof OpsGiftBody>;
export type OpsGiftList = Static<typeof OpsGiftListBody>;
export type Voucher = Static<typeof VoucherBody>;
export type VoucherList = Static<typeof VoucherListBody>;
export type GuessWinner = Static<typeof GuessWinnerBody>;
export type GuessResult = Static<typeof GuessResultBody>;
export type GuessDay = Static<typeof GuessDayBody>;
export type GuessPrize = Static<typeof GuessPrizeBody>;
export type GuessNext = Static<typeof GuessNextBody>;
export type GuessAndWin = Static<typeof GuessAndWinBody>;
export type GuessRequest = Static<typeof GuessRequestBody>;
