/**
 * The `code` of every API error body: stable names a client may translate or act on, while the
 * English `message` beside them is the fallback. docs/api-error-codes.md says what each means to a
 * member. A name, once sent, keeps its meaning: add a new one rather than change an old one.
 */
export const API_ERROR_CODES = [
  /** 400: a request field fails the published schema; `field` names it. */
  'invalid_input',
  /** 400: the phone number is not a mobile number we can text (`field`: phone_number). */
  'phone_invalid',
  /** 400: the name is blank (`field`: name). */
  'name_empty',
  /** 400: the name is longer than NAME_MAX_LENGTH (`field`: name). */
  'name_too_long',
  /** 400: the name has something other than letters and single spaces (`field`: name). */
  'name_not_letters',
  /** 400: an Indian delivery address whose PIN code is not 6 digits (`field`: pincode). */
  'pincode_invalid',
  /** 400: an Indian PIN code that India Post's directory does not have (`field`: pincode). */
  'pincode_unknown',
  /** 400: an Indian address whose state is not the PIN code's (`field`: state). */
  'pincode_state_mismatch',
  /** 400: an address abroad whose postal code does not fit its country's format (`field`: pincode). */
  'postal_code_invalid',
  /** 400: a wrong sign-in code with tries left (`field`: code, `triesLeft`). */
  'otp_wrong',
  /** 400: the sign-in code has expired or was already used (`field`: code). */
  'otp_expired',
  /** 429: the last try on this code was wrong; a new code is needed (`field`: code). */
  'otp_locked',
  /** 429: too many wrong codes for this number across codes; wait `retryAfterSeconds`. */
  'otp_phone_locked',
  /** 429: a code was sent to this number under a minute ago; wait `retryAfterSeconds`. */
  'otp_resend_too_soon',
  /** 503: the SMS gateway did not take the code; nothing was sent. */
  'otp_send_failed',
  /** 409: marking attendance when no session of the member's challenge is open; `opensAt` says when the next opens. */
  'session_not_open',
  /** 409: marking attendance for a member not enrolled in any challenge. */
  'not_enrolled',
  /** 404: the code was right but the number has not joined yet. */
  'not_joined',
  /** 409: today's guess & win closed when the day's first batch started. */
  'guess_closed',
  /** 409: the gift has left (shipped or delivered); its address can no longer change. */
  'gift_shipped',
  /** 409: the member cannot have this certificate yet (see `lead/getleadcertificatestatus` for why). */
  'certificate_not_eligible',
  /** 409: the member has used their one correction of the printed name; ops can still correct it. */
  'certificate_correction_used',
  /** 409: the certificate was revoked; only ops can act on it. */
  'certificate_revoked',
  /** 409: taking part in a challenge that has ended. */
  'challenge_closed',
  /** 409: taking part in a newer challenge while the member's own still runs; `endsOn` says until when. */
  'challenge_running',
  /** 409: taking part in a challenge not open to the member (older than theirs, or another country's). */
  'challenge_not_offered',
  /** 403: a paid member asking to take part in a free challenge; they practise on the member site. */
  'paid_member',
  /** 409: taking a campaign's pledge outside its days (before its first or after its last). */
  'campaign_not_running',
  /** 409: taking the pledge of a campaign that has none. */
  'campaign_has_no_pledge',
  /** 409: ops creating a campaign whose event slug is taken (`field`: event). */
  'campaign_exists',
  /** 409: ops registering or switching to a release whose stored manifest has another hash. */
  'release_mismatch',
  /** 409: ops registering a release name recorded before with another manifest. */
  'release_exists',
  /** 409: cancelling an erasure once its 48 hours are up; the account is being erased. */
  'erasure_window_over',
  /** 409: moving an account to a number another member already has. */
  'phone_taken',
  /** 409: giving feedback outside the feedback phase of the member's challenge (not open yet, or closed). */
  'feedback_closed',
  /** 409: enrolling a child when no kids camp is open (none is running or coming, or it has ended). */
  'kids_camp_closed',
  /** 409: a child's kids camp certificate before the camp's first day. */
  'kids_camp_not_started',
  /** 409: enrolling more children than one parent may (six). */
  'kids_camp_child_limit',
  /** 409: ordering a plan while the paid offer is not shown to the member (referral phase running, or payment not started). */
  'payment_not_open',
  /** 409: ordering a plan as a member who has already paid. */
  'already_paid',
  /** 409: ordering a plan ops have stopped offering. */
  'plan_unavailable',
  /** 400: a checkout result or webhook whose signature does not match (`field` names it); nothing changes. */
  'payment_signature_invalid',
  /** 502: the payment gateway refused the call or answered something unusable. */
  'payment_gateway_failed',
  /** 503: the payment gateway did not answer in time or is down; retry shortly. */
  'payment_gateway_unavailable',
  /** 401: no bearer token on a route that needs one. */
  'sign_in_required',
  /** 401: the token or refresh token has expired, was revoked, or its member is gone. */
  'session_expired',
  /** 403: the caller is signed in but may not see or change this. */
  'forbidden',
  /** 404: no such route, member, challenge, invitation or remote. */
  'not_found',
  /** 429: too many requests from the client's network (or codes to one number); `retryAfterSeconds`. */
  'rate_limited',
  /** 503: the database is unreachable or the server is overloaded; retry shortly. */
  'service_unavailable',
  /** 503: the PIN code directory is still loading after a first start; `retryAfterSeconds`. */
  'pin_codes_loading',
  /** 500: an unexpected failure on the server. */
  'server_error',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];
