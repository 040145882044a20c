import type { UserChallenge } from '../models/challenge';
import { referralStatus, type ReferralFacts } from './referral-credit';

/** Referrals earn from 10 to 26 November 2026, calendar days of India. */
const challenge: UserChallenge = {
  id: 61,
  title: 'Winter 14-Day Yoga Challenge',
  title_hi: 'शीतकालीन 14 दिवसीय योग चैलेंज',
  countrycode: 'IN',
  timezone: 'Asia/Kolkata',
  start_date: '2026-11-20',
  end_date: '2026-12-03',
  referral_start_date: '2026-11-10',
  referral_end_date: '2026-11-26',
  feedback_start_date: '2026-12-03',
  payment_start_date: '2026-12-04',
  voucher_generation_date: '2026-12-04',
  voucher_expiry_date: '2027-01-03',
};

const facts = (changes: Partial<ReferralFacts> = {}): ReferralFacts => ({
  inviterPhone: '+919876543210',
  friendPhone: '+919812345678',
  friendVerified: true,
  friendAttendedSessions: 1,
  joinedAt: new Date('2026-11-21T06:00:00+05:30'),
  review: null,
  ...changes,
});

describe('the status of a referral', () => {
  it('counts a verified friend who attended a session, joined in the referral phase', () => {
    expect(referralStatus(facts(), challenge)).toEqual({ status: 'counted' });
  });

  it('waits for the friend to verify their phone, then to attend', () => {
    expect(referralStatus(facts({ friendVerified: false }), challenge)).toEqual({
      status: 'pending',
      reason: 'not_verified',
    });
    expect(referralStatus(facts({ friendAttendedSessions: 0 }), challenge)).toEqual({
      status: 'pending',
      reason: 'not_attended',
    });
    expect(
      referralStatus(facts({ friendVerified: false, friendAttendedSessions: 0 }), challenge),
    ).toEqual({ status: 'pending', reason: 'not_verified' });
  });

  it('holds a sign-up under review as pending, counts it once approved, and not after a rejection', () => {
    expect(referralStatus(facts({ review: 'held' }), challenge)).toEqual({
      status: 'pending',
      reason: 'under_review',
    });
    expect(referralStatus(facts({ review: 'approved' }), challenge)).toEqual({ status: 'counted' });
    expect(
      referralStatus(facts({ review: 'approved', friendAttendedSessions: 0 }), challenge),
    ).toEqual({ status: 'pending', reason: 'not_attended' });
    expect(referralStatus(facts({ review: 'rejected' }), challenge)).toEqual({
      status: 'not_counted',
      reason: 'rejected',
    });
    // Outside the phase is the reason a member can act on least: it is named first.
    expect(
      referralStatus(
        facts({ review: 'rejected', joinedAt: new Date('2026-12-01T08:00:00+05:30') }),
        challenge,
      ),
    ).toEqual({ status: 'not_counted', reason: 'outside_referral_phase' });
  });

  it('never counts a member inviting their own phone, whatever else holds', () => {
    const self = facts({ friendPhone: '+919876543210' });
    expect(referralStatus(self, challenge)).toEqual({
      status: 'not_counted',
      reason: 'self_referral',
    });
    expect(
      referralStatus({ ...self, joinedAt: new Date('2026-12-20T00:00:00Z') }, challenge),
    ).toEqual({ status: 'not_counted', reason: 'self_referral' });
  });

  it.each([
    ['the referral phase opens at midnight in India', '2026-11-10T00:00:00+05:30', 'counted'],
    ['a minute before it opens in India', '2026-11-09T23:59:00+05:30', 'not_counted'],
    ['the last minute of its last day in India', '2026-11-26T23:59:00+05:30', 'counted'],
    ['India’s next day, still the 26th in UTC', '2026-11-27T00:30:00+05:30', 'not_counted'],
    [
      'a joiner in Los Angeles on the evening of the 26th (the 27th in India)',
      '2026-11-26T19:00:00-08:00',
      'not_counted',
    ],
    [
      'a joiner in Dubai late on the 9th (the 10th in India)',
      '2026-11-09T23:00:00+04:00',
      'counted',
    ],
  ])('judges the phase by India’s calendar: %s', (_case, joinedAt, status) => {
    expect(referralStatus(facts({ joinedAt: new Date(joinedAt) }), challenge).status).toBe(status);
  });

  it('lists a referral joined outside the phase as not counted, even once the friend attends', () => {
    expect(
      referralStatus(facts({ joinedAt: new Date('2026-12-01T08:00:00+05:30') }), challenge),
    ).toEqual({ status: 'not_counted', reason: 'outside_referral_phase' });
  });

  it('counts nothing for a challenge without a referral phase', () => {
    expect(
      referralStatus(facts(), { ...challenge, referral_start_date: null, referral_end_date: null }),
    ).toEqual({ status: 'not_counted', reason: 'outside_referral_phase' });
  });
});
