import { challengeProgress } from './challenge-progress';
import type { UserChallenge } from '../models/challenge';
import { FEEDBACK_WINDOW_DAYS, challengePhases, isOldUser, userTiming } from './challenge-phases';

/** India's November challenge: 14 days, referrals until day 10, feedback, then the paid offer. */
const india: UserChallenge = {
  id: 61,
  title: 'Winter 14-Day Yoga Challenge',
  title_hi: 'शीतकालीन 14 दिवसीय योग चैलेंज',
  countrycode: 'IN',
  timezone: 'Asia/Kolkata',
  start_date: '2026-11-18',
  end_date: '2026-12-01',
  referral_start_date: '2026-11-10',
  referral_end_date: '2026-11-27',
  feedback_start_date: '2026-11-30',
  payment_start_date: '2026-12-02',
  voucher_generation_date: '2026-12-02',
  voucher_expiry_date: '2027-01-01',
};

/** An instant given as UTC, so every test says exactly which moment it means. */
const at = (iso: string) => new Date(iso);

describe('userTiming (spec section 4)', () => {
  it('is future for a member already enrolled in a later challenge', () => {
    expect(userTiming(62, india, at('2026-11-20T03:00:00Z'))).toBe('future');
  });

  it('is past for a member whose challenge came before', () => {
    expect(userTiming(58, india, at('2026-11-20T03:00:00Z'))).toBe('past');
  });

  it('turns current at midnight in India, not in UTC', () => {
    // 23:59:59 IST on 17 November, then 00:00:00 IST on the 18th.
    expect(userTiming(61, india, at('2026-11-17T18:29:59Z'))).toBe('future');
    expect(userTiming(61, india, at('2026-11-17T18:30:00Z'))).toBe('current');
  });

  it('stays current through the whole last day and is past after it', () => {
    expect(userTiming(61, india, at('2026-12-01T18:29:59Z'))).toBe('current');
    expect(userTiming(61, india, at('2026-12-01T18:30:00Z'))).toBe('past');
  });

  it('judges a member in the UAE by India’s calendar, though Dubai is still on the day before', () => {
    // 00:30 IST on the 18th is 23:00 on the 17th in Dubai.
    const instant = at('2026-11-17T19:00:00Z');
    expect(userTiming(61, india, instant)).toBe('current');
    expect(challengeProgress(india, instant)).toEqual({ kind: 'running', day: 1, totalDays: 14 });
  });

  it('gives a member in Los Angeles, whose evening is India’s next morning, India’s day', () => {
    // 17:00 on 20 November in Los Angeles is 06:30 on the 21st in India: day 4.
    const instant = at('2026-11-21T01:00:00Z');
    expect(challengeProgress(india, instant)).toEqual({ kind: 'running', day: 4, totalDays: 14 });
    expect(userTiming(61, india, instant)).toBe('current');
  });
});

describe('a challenge in London across the end of summer time (25 October 2026)', () => {
  const london: UserChallenge = {
    ...india,
    id: 70,
    timezone: 'Europe/London',
    start_date: '2026-10-20',
    end_date: '2026-11-02',
    referral_start_date: '2026-10-15',
    referral_end_date: '2026-10-25',
    feedback_start_date: '2026-11-01',
    payment_start_date: '2026-11-03',
  };

  it('changes day at local midnight on both sides of the change', () => {
    // 00:30 BST on the 25th is 23:30 UTC on the 24th; 00:30 GMT on the 26th is 00:30 UTC.
    expect(challengeProgress(london, at('2026-10-24T23:30:00Z'))).toMatchObject({ day: 6 });
    expect(challengeProgress(london, at('2026-10-24T22:59:59Z'))).toMatchObject({ day: 5 });
    expect(challengeProgress(london, at('2026-10-26T00:30:00Z'))).toMatchObject({ day: 7 });
    expect(challengeProgress(london, at('2026-10-25T23:59:59Z'))).toMatchObject({ day: 6 });
  });

  it('ends the referral phase at the end of the 25th, a 25-hour day', () => {
    expect(challengePhases(london, at('2026-10-25T23:59:59Z')).referral).toBe(true);
    expect(challengePhases(london, at('2026-10-26T00:00:00Z')).referral).toBe(false);
  });
});

describe('challengePhases (spec section 4)', () => {
  const phasesOn = (iso: string) => challengePhases(india, at(iso));

  it('has no phase on before referrals open', () => {
    expect(phasesOn('2026-11-09T12:00:00Z')).toEqual({
      referral: false,
      feedback: false,
      paymentShown: false,
      feedbackStart: false,
    });
  });

  it('runs the referral phase from the start of its first day to the end of its last, in India', () => {
    expect(phasesOn('2026-11-09T18:29:59Z').referral).toBe(false);
    expect(phasesOn('2026-11-09T18:30:00Z').referral).toBe(true);
    expect(phasesOn('2026-11-27T18:29:59Z').referral).toBe(true);
    expect(phasesOn('2026-11-27T18:30:00Z').referral).toBe(false);
  });

  it('asks for feedback from its start day up to the payment start day', () => {
    expect(phasesOn('2026-11-29T18:29:59Z').feedback).toBe(false);
    expect(phasesOn('2026-11-29T18:30:00Z').feedback).toBe(true);
    expect(phasesOn('2026-12-01T18:29:59Z').feedback).toBe(true);
    expect(phasesOn('2026-12-01T18:30:00Z').feedback).toBe(false);
  });

  it('raises the feedback-start flag for exactly one day', () => {
    expect(FEEDBACK_WINDOW_DAYS).toBe(1);
    expect(phasesOn('2026-11-29T18:29:59Z').feedbackStart).toBe(false);
    expect(phasesOn('2026-11-29T18:30:00Z').feedbackStart).toBe(true);
    expect(phasesOn('2026-11-30T18:29:59Z').feedbackStart).toBe(true);
    expect(phasesOn('2026-11-30T18:30:00Z').feedbackStart).toBe(false);
  });

  it('shows the paid offer once payment has started and referrals are over', () => {
    expect(phasesOn('2026-12-01T18:29:59Z').paymentShown).toBe(false);
    expect(phasesOn('2026-12-01T18:30:00Z')).toEqual({
      referral: false,
      feedback: false,
      paymentShown: true,
      feedbackStart: false,
    });
    expect(phasesOn('2027-01-15T00:00:00Z').paymentShown).toBe(true);
  });

  it('keeps the paid offer back while a referral phase is still on', () => {
    const overlapping = { ...india, referral_end_date: '2026-12-05' };
    expect(challengePhases(overlapping, at('2026-12-03T06:00:00Z'))).toMatchObject({
      referral: true,
      paymentShown: false,
    });
    expect(challengePhases(overlapping, at('2026-12-05T18:30:00Z')).paymentShown).toBe(true);
  });

  it('judges the phases by the challenge’s calendar wherever the member is', () => {
    // 00:15 IST on 28 November (still the 27th in London and Los Angeles): referrals are over.
    expect(phasesOn('2026-11-27T18:45:00Z').referral).toBe(false);
  });
});

describe('a challenge that leaves phase dates unset', () => {
  const bare: UserChallenge = {
    ...india,
    referral_start_date: null,
    referral_end_date: null,
    feedback_start_date: '2026-11-30',
    payment_start_date: null,
  };

  it('has no referral phase and no paid offer, and feedback runs on once it starts', () => {
    expect(challengePhases(bare, at('2026-11-20T06:00:00Z'))).toEqual({
      referral: false,
      feedback: false,
      paymentShown: false,
      feedbackStart: false,
    });
    expect(challengePhases(bare, at('2027-02-01T06:00:00Z'))).toEqual({
      referral: false,
      feedback: true,
      paymentShown: false,
      feedbackStart: false,
    });
  });

  it('has no feedback at all without a feedback start', () => {
    const none = { ...bare, feedback_start_date: null };
    expect(challengePhases(none, at('2026-12-01T06:00:00Z'))).toMatchObject({
      feedback: false,
      feedbackStart: false,
    });
  });
});

describe('isOldUser (spec section 4)', () => {
  it('is set when a newer challenge of the member’s country is open', () => {
    expect(isOldUser(61, [61, 62])).toBe(true);
  });

  it('is not set for a member of the newest open challenge', () => {
    expect(isOldUser(62, [61, 62])).toBe(false);
    expect(isOldUser(62, [62])).toBe(false);
  });

  it('is set for a member whose challenge has closed while another is open', () => {
    expect(isOldUser(58, [61])).toBe(true);
  });

  it('is not set when nothing is open', () => {
    expect(isOldUser(61, [])).toBe(false);
  });
});
