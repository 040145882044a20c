/** A batch's Zoom meeting takes this many members unless ops set another capacity. */
export const DEFAULT_ZOOM_CAPACITY = 1000;

/** An opted-in member is texted this long before their preferred batch starts. */
export const REMINDER_BEFORE_MS = 10 * 60_000;

/** The share title the spec fixes (section 1), in every language. */
export const SHARE_TITLE = '6 Days Yoga Challenge';

export const SHARE_CHANNELS = ['whatsapp_status', 'whatsapp', 'linkedin', 'copy'] as const;

export const ATTENDANCE_SOURCES = ['member', 'join', 'attend', 'mark', 'ops'] as const;
