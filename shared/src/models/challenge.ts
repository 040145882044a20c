import type { Static } from 'typebox';
import type {
  ActiveChallengeBody,
  AttendanceBody,
  ChallengeBody,
  LiveSessionBody,
  MarkedAttendanceBody,
  ProgramBody,
  UserChallengeBody,
} from '../schemas/challenge-schemas';
import type { ErrorBody } from '../schemas/error-schemas';

export type Challenge = Static<typeof ChallengeBody>;
export type ActiveChallenge = Static<typeof ActiveChallengeBody>;
export type UserChallenge = Static<typeof UserChallengeBody>;
export type LiveSession = Static<typeof LiveSessionBody>;
export type ChallengeProgram = Static<typeof ProgramBody>;
export type Attendance = Static<typeof AttendanceBody>;
export type MarkedAttendance = Static<typeof MarkedAttendanceBody>;
export type ApiErrorBody = Static<typeof ErrorBody>;
