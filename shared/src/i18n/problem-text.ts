import { useLingui } from '@lingui/react';
import type { ApiProblem } from '../api/api-problem';
import { NAME_MAX_LENGTH } from '../domain/member-name';
import { ensureCatalogue } from './language-state';
import { sharedCatalogue, useSharedT } from './shared-catalogue';

type SharedMessageId = Parameters<ReturnType<typeof useSharedT>>[0];

/** The translated text of each problem code (docs/api-error-codes.md lists the codes). */
const PROBLEM_MESSAGES: Record<NonNullable<ApiProblem['code']>, SharedMessageId> = {
  offline: 'shared.error.offline',
  invalid_input: 'shared.error.invalidInput',
  phone_invalid: 'shared.error.phoneInvalid',
  name_empty: 'shared.error.nameEmpty',
  name_too_long: 'shared.error.nameTooLong',
  name_not_letters: 'shared.error.nameNotLetters',
  pincode_invalid: 'shared.error.pincodeInvalid',
  pincode_unknown: 'shared.error.pincodeUnknown',
  pincode_state_mismatch: 'shared.error.pincodeStateMismatch',
  postal_code_invalid: 'shared.error.postalCodeInvalid',
  pin_codes_loading: 'shared.error.pinCodesLoading',
  otp_wrong: 'shared.error.otpWrong',
  otp_expired: 'shared.error.otpExpired',
  otp_locked: 'shared.error.otpLocked',
  otp_phone_locked: 'shared.error.otpPhoneLocked',
  otp_resend_too_soon: 'shared.error.otpResendTooSoon',
  otp_send_failed: 'shared.error.otpSendFailed',
  session_not_open: 'shared.error.sessionNotOpen',
  not_enrolled: 'shared.error.notEnrolled',
  guess_closed: 'shared.error.guessClosed',
  gift_shipped: 'shared.error.giftShipped',
  campaign_not_running: 'shared.error.campaignNotRunning',
  campaign_has_no_pledge: 'shared.error.campaignHasNoPledge',
  campaign_exists: 'shared.error.campaignExists',
  release_mismatch: 'shared.error.releaseMismatch',
  release_exists: 'shared.error.releaseExists',
  erasure_window_over: 'shared.error.erasureWindowOver',
  phone_taken: 'shared.error.phoneTaken',
  feedback_closed: 'shared.error.feedbackClosed',
  kids_camp_closed: 'shared.error.kidsCampClosed',
  kids_camp_not_started: 'shared.error.kidsCampNotStarted',
  kids_camp_child_limit: 'shared.error.kidsCampChildLimit',
  payment_not_open: 'shared.error.paymentNotOpen',
  already_paid: 'shared.error.alreadyPaid',
  plan_unavailable: 'shared.error.planUnavailable',
  payment_signature_invalid: 'shared.error.paymentSignatureInvalid',
  payment_gateway_failed: 'shared.error.paymentGatewayFailed',
  payment_gateway_unavailable: 'shared.error.paymentGatewayUnavailable',
  certificate_not_eligible: 'shared.error.certificateNotEligible',
  certificate_correction_used: 'shared.error.certificateCorrectionUsed',
  certificate_revoked: 'shared.error.certificateRevoked',
  not_joined: 'shared.error.notJoined',
  challenge_closed: 'shared.error.challengeClosed',
  challenge_running: 'shared.error.challengeRunning',
  challenge_not_offered: 'shared.error.challengeNotOffered',
  paid_member: 'shared.error.paidMember',
  sign_in_required: 'shared.error.signInRequired',
  session_expired: 'shared.error.sessionExpired',
  forbidden: 'shared.error.forbidden',
  not_found: 'shared.error.notFound',
  rate_limited: 'shared.error.rateLimited',
  service_unavailable: 'shared.error.serviceUnavailable',
  server_error: 'shared.error.server',
};

/**
 * Turns an API problem into text in the page's language: the translation of its `code`, else the
 * server's English `message` (a code this build does not know yet, or the texts still loading).
 */
export function useProblemText(): (problem: ApiProblem) => string {
  const t = useSharedT();
  const { i18n } = useLingui();
  return (problem) => {
    const id = problem.code === undefined ? undefined : PROBLEM_MESSAGES[problem.code];
    if (!id) return problem.message;
    if (!(id in i18n.messages)) {
      // Loads once; the page re-renders in the member's language when it arrives.
      ensureCatalogue(sharedCatalogue).catch(() => undefined);
      return problem.message;
    }
    return t(id, {
      triesLeft: problem.triesLeft ?? 0,
      seconds: problem.retryAfterSeconds ?? 0,
      max: NAME_MAX_LENGTH,
    });
  };
}
