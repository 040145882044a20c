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
export type { CodeSent, Lead, SessionTokens } from './member';
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
