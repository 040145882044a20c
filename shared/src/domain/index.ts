export { formatIndianNumber } from './format-indian-number';
export { formatRupees } from './format-rupees';
export {
  SESSION_OPENS_BEFORE_MS,
  sessionWindow,
  type SessionWindow,
  type TimedSession,
} from './live-session-window';
export { formatCalendarDate, parseCalendarDate } from './format-calendar-date';
export {
  calendarDateIn,
  challengeDays,
  challengeProgress,
  type ChallengeDates,
  type ChallengeProgress,
} from './challenge-progress';
export { SERVICE_NAMES, SERVICE_TABLE, serviceUrlsUnder, type ServiceName } from './services';
export {
  NAME_MAX_LENGTH,
  NAME_MESSAGES,
  checkName,
  normaliseName,
  type NameProblem,
} from './member-name';
export {
  PHONE_MESSAGE,
  dialCodeOf,
  isCountryCode,
  maskPhone,
  parsePhone,
  phoneDetails,
  supportedCountries,
  type CountryCode,
  type ParsedPhone,
} from './phone-number';
export {
  SESSION_ID_TTL_MS,
  isSessionIdValid,
  readStoredSessionId,
  type StoredSessionId,
} from './client-session';
export {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGES,
  LANGUAGE_LOCALES,
  LANGUAGE_NAMES,
  isLanguage,
  preferredLanguage,
  type Language,
} from './languages';
export { INLINE_LEAD_ID, SESSION_TOKEN_COOKIE } from './session-page';
export { OPS_ROLES, type OpsRole } from './ops-roles';
export {
  FEEDBACK_WINDOW_DAYS,
  challengePhases,
  isOldUser,
  userTiming,
  type ChallengePhases,
  type UserTiming,
} from './challenge-phases';
export {
  FALLBACK_CHALLENGE_COUNTRY,
  joinableChallenges,
  nextChallengeOffer,
  type EnrolmentChallenge,
  type EnrollingMember,
  type NextChallengeOffer,
} from './challenge-enrolment';
export { sessionToMark, type MarkChoice, type MarkableSession } from './session-to-mark';
export {
  ATTENDANCE_SOURCES,
  DEFAULT_ZOOM_CAPACITY,
  REMINDER_BEFORE_MS,
  SHARE_CHANNELS,
  SHARE_TITLE,
} from './live-constants';
export {
  referralStatus,
  type ReferralFacts,
  type ReferralReview,
  type ReferralStatus,
} from './referral-credit';
export {
  MAX_SCORED_POINTS,
  boardMember,
  boardName,
  compareStandings,
  pointsOfScore,
  standingScore,
  type Standing,
} from './leaderboard-standing';
export {
  DEFAULT_GAME_RULES,
  DEVICE_ID_HEADER,
  GUESS_WINNING_PLACES,
  REFERRAL_BURST_LIMIT,
  REFERRAL_BURST_WINDOW_MS,
  boardLocked,
  gameStanding,
  guessWinners,
  levelsReached,
  nextLevel,
  referralHeld,
  type DayGuess,
  type GameRules,
  type GameStanding,
  type LevelThreshold,
  type StandingFacts,
} from './game-rules';
export {
  challengeDayStart,
  guessDayAt,
  guessWindows,
  nextGuessOpening,
  type GuessOpening,
  type GuessWindow,
} from './guess-days';
export { clockTimeFormat, memberTimeZone } from './clock-time';
export { contentText } from './content-text';
export { timeZoneWords } from './time-zone-words';
export {
  DEFAULT_CERTIFICATE_RULE,
  CERTIFICATE_ISSUER_NAME,
  certificateEligibility,
  worldRecordEligibility,
  linkedInAddToProfileUrl,
  printableName,
  type CertificateEligibility,
  type CertificateRule,
  type LinkedInCertification,
  type WorldRecordEligibility,
} from './certificate-rules';
export {
  CAMPAIGN_OCCASIONS,
  INDIA_TIME_ZONE,
  POSTER_TEMPLATES,
  campaignPhase,
  campaignToShow,
  indiaDayFrom,
  type CampaignDays,
  type CampaignOccasion,
  type CampaignPhase,
  type PosterTemplate,
} from './campaign-days';
export { balancedLines, unglued, type WordMeasure } from './line-breaks';
export {
  EMPTY_FESTIVAL_STATE,
  FESTIVAL_TOOLS,
  festivalToolId,
  isToolDone,
  mergeFestivalState,
  type FestivalState,
  type FestivalTool,
} from './festival-progress';
export { MAX_GARBA_STEPS, RECIPE_UNITS, type RecipeUnit } from './festival-content';
export { YOUTUBE_EMBED_ORIGIN, festivalVideoOf, type FestivalVideo } from './festival-video';
export { MISSING_DETAILS, missingDetails, type MissingDetail } from './missing-details';
export {
  CONSENTS,
  ERASURE_REQUEST_STATES,
  GRIEVANCE_CATEGORIES,
  GRIEVANCE_TEXT_MAX_LENGTH,
  GRIEVANCE_TEXT_MIN_LENGTH,
  MEMBER_OPS_ACTIONS,
  type ConsentName,
  type ErasureRequestState,
  type GrievanceCategory,
  type MemberOpsAction,
} from './data-rights';
export {
  FEEDBACK_BENEFITS,
  FEEDBACK_COMMENT_MAX_LENGTH,
  FEEDBACK_RATINGS,
  feedbackWindow,
  type FeedbackBenefit,
  type FeedbackRating,
  type FeedbackWindow,
} from './feedback';
export {
  DAYS_PER_MONTH,
  PLAN_DURATIONS,
  PLAN_IDS,
  PLAN_UNIT,
  isPlanId,
  planDays,
  priceAfterVoucher,
  pricePerDay,
  type PlanId,
} from './membership-plans';
export {
  KIDS_CAMP_AGES,
  KIDS_CAMP_CHILDREN_PER_PARENT,
  KIDS_CAMP_CONSENT,
  KIDS_CAMP_TIME_ZONE,
  checkChildAge,
  kidsCampPhase,
  type ChildAgeProblem,
} from './kids-camp';
export {
  CLIENT_LOG_ID_PATTERN,
  CLIENT_LOG_MAX_EVENTS,
  CLIENT_LOG_MAX_NUMBER,
  CLIENT_LOG_MAX_PAGE_NAME,
  CLIENT_LOG_MAX_PATH,
  CLIENT_LOG_MAX_PROPERTIES,
  CLIENT_LOG_MAX_TEXT,
  CLIENT_LOG_NAME_PATTERN,
  CLIENT_LOG_PATH_PATTERN,
  UNTRACKED_PATHS,
  isUntrackedPath,
} from './client-events';
export { MONITORING_SAMPLE_RATES } from './monitoring';
