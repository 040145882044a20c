export type { ActiveChallenge, ApiErrorBody, ChallengeProgram, LiveSession } from './challenge';
export type { CodeSent, Lead, SessionTokens } from './member';
