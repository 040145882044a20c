export { API_ERROR_CODES, type ApiErrorCode } from './api-error-codes';
export type {
  ActiveChallenge,
  ApiErrorBody,
  ChallengeProgram,
  LiveSession,
  UserChallenge,
} from './challenge';
export type { CodeSent, Lead, SessionTokens } from './member';
