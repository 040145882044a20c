import type { ApiErrorCode } from './api-error-codes';

/** `GET subscription/free-member/active-challenge`: the challenge members of a country join now. */
export interface ActiveChallenge {
  id: number;
  title: string;
  countrycode: string;
  /** Spelling as the spec fixes it. */
  totalregisteration: number;
  start_date: string;
  end_date: string;
  timezone: string;
}

export interface LiveSession {
  day: number;
  title: string;
  starts_at: string;
  duration_minutes: number;
}

/** `GET lead/program/get/{id}`: a challenge and its daily live sessions. */
export interface ChallengeProgram {
  id: number;
  title: string;
  countrycode: string;
  timezone: string;
  start_date: string;
  end_date: string;
  sessions: LiveSession[];
}

/** The JSON body of every error the API returns. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  /** The input at fault, when one is. */
  field?: string;
  /** A stable reason to translate or act on; `message` is its English fallback. */
  code?: ApiErrorCode;
  /** With `otp_wrong`: how many tries the code has left. */
  triesLeft?: number;
  retryAfterSeconds?: number;
}
