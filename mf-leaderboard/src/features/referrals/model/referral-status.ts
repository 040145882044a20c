import type { BadgeTone, ReferralReason, ReferralState } from '@yoga/shared';

// Ids spelled out in full, so the catalogue check finds each one used.
export const STATUS_IDS = {
  counted: 'referrals.status.counted',
  pending: 'referrals.status.pending',
  not_counted: 'referrals.status.notCounted',
} as const satisfies Record<ReferralState, string>;

export const REASON_IDS = {
  not_verified: 'referrals.reason.notVerified',
  not_attended: 'referrals.reason.notAttended',
  under_review: 'referrals.reason.underReview',
  self_referral: 'referrals.reason.selfReferral',
  outside_referral_phase: 'referrals.reason.outsideReferralPhase',
  rejected: 'referrals.reason.rejected',
} as const satisfies Record<ReferralReason, string>;

const STATUS_TONES: Record<ReferralState, BadgeTone> = {
  counted: 'success',
  pending: 'accent',
  not_counted: 'neutral',
};

/** The status word and the sentence that says why, as message ids, and the badge's tone. */
export function referralStatusText(status: ReferralState, reason: ReferralReason | null) {
  return {
    statusId: STATUS_IDS[status],
    reasonId: reason === null ? null : REASON_IDS[reason],
    tone: STATUS_TONES[status],
  };
}

/** How many friends the pages loaded so far hold, and whether another page is left to load. */
export function pagesLoaded(total: number, pages: number, pageSize: number) {
  const shown = Math.min(total, pages * pageSize);
  return { shown, total, more: shown < total };
}
