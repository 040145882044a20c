/**
 * The TypeScript names of the API's wire types, derived from their schemas (`../schemas`) with
 * `import type`: written once, and no schema code in a browser bundle.
 */
export { API_ERROR_CODES, type ApiErrorCode } from './api-error-codes';
export type {
  ActiveChallenge,
  ApiErrorBody,
  Attendance,
  Challenge,
  ChallengeProgram,
  LiveSession,
  MarkedAttendance,
  UserChallenge,
} from './challenge';
export type { CodeSent, Lead, MemberChallenge, SessionTokens } from './member';
export type {
  AttendanceCorrection,
  AttendanceSource,
  AttendedSession,
  JoinLinkKind,
  JoinSessionRequest,
  JoinedSession,
  LeadAttendance,
  LivePreferences,
  ResourceOpened,
  ShareChannel,
  ShortLink,
  WorldRecordAttendance,
} from './live';
export type {
  BoardVisibility,
  DeliveryAddress,
  EarnedGift,
  GameProfile,
  GameProfileUpdate,
  GiftAddressUpdate,
  GiftClaim,
  GiftList,
  GiftShipmentUpdate,
  GiftStatus,
  GuessAndWin,
  GuessDay,
  GuessNext,
  GuessPrize,
  GuessRequest,
  GuessResult,
  GuessWinner,
  LatestGift,
  Leaderboard,
  LeaderboardEntry,
  LevelInfo,
  LevelsInfo,
  LivePoints,
  LiveRank,
  MyReferral,
  ReferralCounts,
  ReferralEntry,
  ReferralReason,
  ReferralState,
  ReferralStatusPage,
  Voucher,
  VoucherList,
} from './game';
export type {
  Certificate,
  CertificateChallenge,
  CertificateCorrectionRequest,
  CertificateIneligibleReason,
  CertificateIssueRequest,
  CertificateKind,
  CertificateRevocation,
  CertificateRuleBody,
  CertificateState,
  CertificateStatus,
  CertificateVerification,
  OpsCertificateCorrection,
} from './certificate';
export type { Campaign, CampaignList, FestivalStateWire, MyPledge, Pledge } from './festival';
