/**
 * A member's data rights (issue 26, decision 0040): the consents they give or withdraw and what
 * a grievance can be about. The API's schemas and the account page read these lists.
 */
export const CONSENTS = ['sms_reminders', 'public_boards', 'marketing'] as const;
export type ConsentName = (typeof CONSENTS)[number];

export const GRIEVANCE_CATEGORIES = [
  'personal_data',
  'consent',
  'erasure',
  'correction',
  'gifts',
  'certificates',
  'other',
] as const;
export type GrievanceCategory = (typeof GRIEVANCE_CATEGORIES)[number];

/** A grievance's words: at least this many characters after trimming, at most the other. */
export const GRIEVANCE_TEXT_MIN_LENGTH = 10;
export const GRIEVANCE_TEXT_MAX_LENGTH = 4000;

/**
 * What ops did with a member's data, as the member's account lists it (issue 28: "Support
 * corrected your attendance on 12 Oct: camera was off"). One list from every ops record: an
 * attendance correction, a referral review, a gift's address given to the courier, its shipping or address, a certificate's
 * correction or withdrawal, and a change to the profile, an address or the batch and reminder.
 */
export const MEMBER_OPS_ACTIONS = [
  'attendance_marked',
  'attendance_unmarked',
  'referral_held',
  'referral_approved',
  'referral_rejected',
  'gift_claimed',
  'gift_address_changed',
  'gift_listed',
  'gift_shipped',
  'gift_delivered',
  'certificate_corrected',
  'certificate_revoked',
  'profile_changed',
  'address_changed',
  'live_preferences_changed',
  'phone_revealed',
] as const;
export type MemberOpsAction = (typeof MEMBER_OPS_ACTIONS)[number];

/** Where an erasure request stands, as support list them: open (waiting or due), or closed. */
export const ERASURE_REQUEST_STATES = ['open', 'erased', 'cancelled'] as const;
export type ErasureRequestState = (typeof ERASURE_REQUEST_STATES)[number];
