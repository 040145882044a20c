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
