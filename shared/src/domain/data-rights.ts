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
