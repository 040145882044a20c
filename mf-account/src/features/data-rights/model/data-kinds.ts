import type messages from '../locales/en.json';

type MessageId = keyof typeof messages;

/* The kinds of data the download and the erasure plan name (their stable ids), worded here. */
// Ids spelled out in full, so the catalogue check finds each one used.
const KIND_IDS = {
  profile: 'data.kind.profile',
  leads: 'data.kind.leads',
  addresses: 'data.kind.addresses',
  past_enrolments: 'data.kind.pastEnrolments',
  attendance: 'data.kind.attendance',
  session_joins: 'data.kind.sessionJoins',
  reminder_sends: 'data.kind.reminderSends',
  resource_opens: 'data.kind.resourceOpens',
  short_links: 'data.kind.shortLinks',
  referrals: 'data.kind.referrals',
  standings: 'data.kind.standings',
  member_gifts: 'data.kind.memberGifts',
  vouchers: 'data.kind.vouchers',
  guesses: 'data.kind.guesses',
  guess_wins: 'data.kind.guessWins',
  guess_results: 'data.kind.guessResults',
  certificates: 'data.kind.certificates',
  certificate_events: 'data.kind.certificateEvents',
  certificate_renders: 'data.kind.certificateRenders',
  pledges: 'data.kind.pledges',
  festival_progress: 'data.kind.festivalProgress',
  grievances: 'data.kind.grievances',
  erasure_requests: 'data.kind.erasureRequests',
  sign_ins: 'data.kind.signIns',
  refresh_token_families: 'data.kind.refreshTokenFamilies',
  refresh_tokens: 'data.kind.refreshTokens',
  sign_in_codes: 'data.kind.signInCodes',
  otp_codes: 'data.kind.otpCodes',
  attendance_corrections: 'data.kind.attendanceCorrections',
  referral_reviews: 'data.kind.referralReviews',
  member_ops_events: 'data.kind.memberOpsEvents',
  gift_events: 'data.kind.giftEvents',
  consent_events: 'data.kind.consentEvents',
  redis: 'data.kind.redis',
  feedback: 'data.kind.feedback',
  kids_camp_children: 'data.kind.kidsCampChildren',
  kids_camp_consents: 'data.kind.kidsCampConsents',
  payment_orders: 'data.kind.paymentOrders',
} as const satisfies Record<string, MessageId>;

/** Why a kind of data is kept, or kept without a name, when erasure does not simply erase it. */
const WHY_IDS = {
  leads: 'data.why.leads',
  attendance: 'data.why.attendance',
  guess_results: 'data.why.guessResults',
  certificates: 'data.why.certificates',
  certificate_events: 'data.why.certificateEvents',
  consent_events: 'data.why.consentEvents',
  grievances: 'data.why.grievances',
  erasure_requests: 'data.why.erasureRequests',
  feedback: 'data.why.feedback',
  kids_camp_children: 'data.why.kidsCampChildren',
  kids_camp_consents: 'data.why.kidsCampConsents',
  payment_orders: 'data.why.paymentOrders',
} as const satisfies Record<string, MessageId>;

/** The message naming a kind of data, if the page knows it (else the server's own words). */
export const kindMessage = (id: string): MessageId | undefined =>
  (KIND_IDS as Record<string, MessageId | undefined>)[id];

/** The message saying why a kind of data is not simply erased, if the page knows it. */
export const whyMessage = (id: string): MessageId | undefined =>
  (WHY_IDS as Record<string, MessageId | undefined>)[id];
