import type { Attendance } from './challenge';

/**
 * The wire types of the live sessions and attendance routes of the lead service (issue 11). The
 * API's TypeBox schemas are asserted equal to these, so a change on either side fails the build.
 */

/** Where Join sends a member: the batch's Zoom meeting while it has room, then its YouTube stream. */
export type JoinLinkKind = 'zoom' | 'youtube';

/** The share channels a short link may carry (spec section 1: WhatsApp status, chat, LinkedIn). */
export type ShareChannel = 'whatsapp_status' | 'whatsapp' | 'linkedin' | 'copy';

/** Which path marked an attendance (docs/decisions/0012). */
export type AttendanceSource = 'member' | 'join' | 'attend' | 'mark' | 'ops';

/** `POST lead/joinsession`, body: which batch of today's session the member joins. */
export interface JoinSessionRequest {
  batch: number;
}

/** What Join answers: the link to open, and the attendance it counted (the same on a retry). */
export interface JoinedSession extends Attendance {
  day: number;
  batch: number;
  link: JoinLinkKind;
  url: string;
}

/** One attended session in `GET lead/getleadattendance`. */
export interface AttendedSession {
  day: number;
  batch: number;
  marked_at: string;
  source: AttendanceSource;
}

/** `GET lead/getleadattendance`: the member's sessions attended in their challenge, by day. */
export interface LeadAttendance extends Attendance {
  challenge_id: number | null;
  sessions: AttendedSession[];
}

/** `POST lead/updateleadattendance` (ops): add or remove one session's attendance, with a reason. */
export interface AttendanceCorrection {
  slug: string;
  day: number;
  batch: number;
  attended: boolean;
  reason: string;
}

/** `GET lead/worldrecordattendance`: the member's challenge's world-record session, if any. */
export interface WorldRecordAttendance {
  session: { day: number; batch: number; title: string; starts_at: string } | null;
  attended: boolean;
  marked_at: string | null;
}

/** `GET|POST lead/remind/{id}`: the member's preferred batch and their reminder before it. */
export interface LivePreferences {
  preferred_batch: number | null;
  reminder: boolean;
}

/** `POST lead/resourcetrack`: the member opened a resource of one day. */
export interface ResourceOpened {
  day: number;
  kind: 'replay' | 'guide';
}

/** `GET lead/getshortlink?channel=`: the member's referral page as a short link for one channel. */
export interface ShortLink {
  code: string;
  /** Site-relative (`/s/<code>`); the page adds its own origin. */
  path: string;
  channel: ShareChannel;
}
