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
  /** A stable reason for clients that act on it (e.g. "OTP_LOCKED"). */
  code?: string;
  retryAfterSeconds?: number;
}
