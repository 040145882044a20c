import type { ApiErrorCode } from './api-error-codes';

/** A challenge as every answer that names one carries it; its dates are calendar days there. */
export interface Challenge {
  id: number;
  title: string;
  countrycode: string;
  timezone: string;
  start_date: string;
  end_date: string;
}

/** `GET subscription/free-member/active-challenge`: the challenge members of a country join now. */
export interface ActiveChallenge extends Challenge {
  /** Spelling as the spec fixes it. */
  totalregisteration: number;
}

/**
 * `GET subscription/free-member/challenge/{id}`: spec section 3's user challenge. Every date is a
 * calendar day of the challenge's time zone; a phase date the challenge does not use is null.
 */
export interface UserChallenge extends Challenge {
  referral_start_date: string | null;
  referral_end_date: string | null;
  feedback_start_date: string | null;
  payment_start_date: string | null;
  voucher_generation_date: string | null;
  voucher_expiry_date: string | null;
}

/**
 * One day's one batch. Its Zoom and YouTube links are not here: `lead/joinsession` hands them to a
 * signed-in member of the challenge.
 */
export interface LiveSession {
  day: number;
  /** 1 is the day's earliest batch; the same number is the same time slot on every day. */
  batch: number;
  title: string;
  starts_at: string;
  duration_minutes: number;
  /** This session is the challenge's world-record attempt. */
  world_record: boolean;
  /** The recording, once there is one. */
  replay_url: string | null;
  /** The day's PDF guide. */
  guide_url: string | null;
}

/** `GET lead/program/get/{id}`: a challenge and its daily live sessions. */
export interface ChallengeProgram extends Challenge {
  sessions: LiveSession[];
}

/** `subscription/free-member/attendance/{slug}`: spec section 3's attendance of a member's challenge. */
export interface Attendance {
  /** Sessions attended (two batches on one day count two). */
  total_attendance: number;
  /** Days with at least one session attended. */
  total_attended_days: number;
}

/** What marking answers: the totals after it, and the session it counted (the same on a retry). */
export interface MarkedAttendance extends Attendance {
  day: number;
  batch: number;
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
  /** With `session_not_open`: when the next session can be marked (RFC 3339). */
  opensAt?: string;
  retryAfterSeconds?: number;
}
