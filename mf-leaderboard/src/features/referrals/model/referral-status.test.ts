import { pagesLoaded, referralStatusText } from './referral-status';

describe('referralStatusText', () => {
  it('says a counted friend is counted, without a reason', () => {
    expect(referralStatusText('counted', null)).toEqual({
      statusId: 'referrals.status.counted',
      reasonId: null,
      tone: 'success',
    });
  });

  it.each([
    ['pending', 'not_verified', 'referrals.reason.notVerified', 'accent'],
    ['pending', 'not_attended', 'referrals.reason.notAttended', 'accent'],
    ['pending', 'under_review', 'referrals.reason.underReview', 'accent'],
    ['not_counted', 'self_referral', 'referrals.reason.selfReferral', 'neutral'],
    ['not_counted', 'outside_referral_phase', 'referrals.reason.outsideReferralPhase', 'neutral'],
    ['not_counted', 'rejected', 'referrals.reason.rejected', 'neutral'],
  ] as const)('gives %s / %s the sentence %s', (status, reason, reasonId, tone) => {
    expect(referralStatusText(status, reason)).toMatchObject({ reasonId, tone });
  });
});

describe('pagesLoaded', () => {
  it('offers another page while friends are left', () => {
    expect(pagesLoaded(250, 1, 100)).toEqual({ shown: 100, total: 250, more: true });
    expect(pagesLoaded(250, 2, 100)).toEqual({ shown: 200, total: 250, more: true });
    expect(pagesLoaded(250, 3, 100)).toEqual({ shown: 250, total: 250, more: false });
  });

  it('has nothing more when one page holds everyone', () => {
    expect(pagesLoaded(0, 1, 100)).toEqual({ shown: 0, total: 0, more: false });
    expect(pagesLoaded(100, 1, 100)).toEqual({ shown: 100, total: 100, more: false });
  });
});
