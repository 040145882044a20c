import type messages from '../locales/en.json';

type MessageId = keyof typeof messages;

/* The kinds of data the download and the erasure plan name (their stable ids), worded here. */
// Ids spelled out in full, so the catalogue check finds each one used.
const KIND_IDS = {
  profile: 'data.kind.profile',
  leads: 'data.kind.leads',
  addresses: 'data.kind.addresses',
  past_enrolments: 'data.kind.past_enrolments',
  attendance: 'data.kind.attendance',
  session_joins: 'data.kind.session_joins',
  reminder_sends: 'data.kind.reminder_sends',
  resource_opens: 'data.kind.resource_opens',
  short_links: 'data.kind.short_links',
  referrals: 'data.kind.referrals',
  standings: 'data.kind.standings',
  member_gifts: 'data.kind.member_gifts',
  vouchers: 'data.kind.vouchers',
  guesses: 'data.kind.guesses',
  guess_wins: 'data.kind.guess_wins',
  guess_results: 'data.kind.guess_results',
  certificates: 'data.kind.certificates',
  certificate_events: 'data.kind.certificate_events',
  certificate_renders: 'data.kind.certificate_renders',
  pledges: 'data.kind.pledges',
  festival_progress: 'data.kind.festival_progress',
  grievances: 'data.kind.grievances',
  erasure_requests: 'data.kind.erasure_requests',
  sign_ins: 'data.kind.sign_ins',
  refresh_token_families: 'data.kind.refresh_token_families',
  refresh_tokens: 'data.kind.refresh_tokens',
  sign_in_codes: 'data.kind.sign_in_codes',
  otp_codes: 'data.kind.otp_codes',
  attendance_corrections: 'data.kind.attendance_corrections',
  referral_reviews: 'data.kind.referral_reviews',
  gift_events: 'data.kind.gift_events',
  consent_events: 'data.kind.consent_events',
  redis: 'data.kind.redis',
  payments: 'data.kind.payments',
} as const satisfies Record<string, MessageId>;

/** Why a kind of data is kept, or kept without a name, when erasure does not simply erase it. */
const WHY_IDS = {
  leads: 'data.why.leads',
  attendance: 'data.why.attendance',
  guess_results: 'data.why.guess_results',
  certificates: 'data.why.certificates',
  certificate_events: 'data.why.certificate_events',
  consent_events: 'data.why.consent_events',
  grievances: 'data.why.grievances',
  erasure_requests: 'data.why.erasure_requests',
  payments: 'data.why.payments',
} as const satisfies Record<string, MessageId>;

/** The message naming a kind of data, if the page knows it (else the server's own words). */
export const kindMessage = (id: string): MessageId | undefined =>
  (KIND_IDS as Record<string, MessageId | undefined>)[id];

/** The message saying why a kind of data is not simply erased, if the page knows it. */
export const whyMessage = (id: string): MessageId | undefined =>
  (WHY_IDS as Record<string, MessageId | undefined>)[id];
