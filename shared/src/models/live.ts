import type { Static } from 'typebox';
import type {
  AttendanceCorrectionBody,
  AttendanceSourceField,
  AttendedSessionBody,
  JoinLinkKindField,
  JoinSessionBody,
  JoinedSessionBody,
  LeadAttendanceBody,
  LivePreferencesBody,
  ResourceOpenedBody,
  ShareChannelField,
  ShortLinkBody,
  WorldRecordAttendanceBody,
} from '../schemas/live-schemas';

export type JoinLinkKind = Static<typeof JoinLinkKindField>;
export type ShareChannel = Static<typeof ShareChannelField>;
export type AttendanceSource = Static<typeof AttendanceSourceField>;
export type JoinSessionRequest = Static<typeof JoinSessionBody>;
export type JoinedSession = Static<typeof JoinedSessionBody>;
export type AttendedSession = Static<typeof AttendedSessionBody>;
export type LeadAttendance = Static<typeof LeadAttendanceBody>;
export type AttendanceCorrection = Static<typeof AttendanceCorrectionBody>;
export type WorldRecordAttendance = Static<typeof WorldRecordAttendanceBody>;
export type LivePreferences = Static<typeof LivePreferencesBody>;
export type ResourceOpened = Static<typeof ResourceOpenedBody>;
export type ShortLink = Static<typeof ShortLinkBody>;
